-- The operators' account list filtered by status (normal or frozen), newest first, from an index.
CREATE INDEX accounts_status ON accounts (status, id);
