-- Why an operator froze an account: the company is told it and reads it on its account page.
ALTER TABLE accounts ADD COLUMN status_reason TEXT;
