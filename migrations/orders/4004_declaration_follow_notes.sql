-- The operators' note on the latest follow-up of a declaration (what was
-- agreed with the company, why it was closed) and when it was written.
ALTER TABLE product_declares ADD COLUMN follow_note TEXT;
ALTER TABLE product_declares ADD COLUMN follow_time BIGINT;
