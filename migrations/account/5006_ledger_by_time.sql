-- Points topped up and spent per day for the operators' 运营看板.
CREATE INDEX account_ledger_time ON account_ledger (create_time);
