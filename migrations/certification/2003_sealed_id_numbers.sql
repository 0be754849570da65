-- ID-card numbers are sealed at rest (`kernel::privacy`); a person's number is found by its keyed hash.
ALTER TABLE certifications ADD COLUMN id_card_hash TEXT;
CREATE INDEX certifications_id_card_hash ON certifications (id_card_hash);
