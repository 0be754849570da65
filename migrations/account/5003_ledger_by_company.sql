-- The points ledger is listed per company, newest first: without this index the list read every
-- company's rows.
CREATE INDEX account_ledger_company ON account_ledger (company_id, id);
