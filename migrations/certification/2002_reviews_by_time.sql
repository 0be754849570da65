-- Reviews decided per day for the operators' 运营看板.
CREATE INDEX certifications_review_time ON certifications (review_time);
