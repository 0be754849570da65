-- The end date an expiry reminder was last sent for, so each end gets one
-- reminder however many instances run the job (a renewal moves the end).
ALTER TABLE company_apps ADD COLUMN expiry_noticed_end BIGINT;
