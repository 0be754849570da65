-- Points held for calls in flight (the open platform's API calls): the
-- available balance is balance - held, never below zero; a hold is captured
-- (a ledger debit of kind api) or released, each once, by a conditional UPDATE.
ALTER TABLE accounts ADD COLUMN held BIGINT NOT NULL DEFAULT 0;

CREATE TABLE points_holds (
    id          BIGINT PRIMARY KEY,
    company_id  BIGINT NOT NULL,
    points      BIGINT NOT NULL,
    -- what the points pay for (the call's id), written on the ledger row when captured
    reference   TEXT   NOT NULL,
    -- held, captured or released
    state       TEXT   NOT NULL DEFAULT 'held',
    create_time BIGINT NOT NULL,
    update_time BIGINT NOT NULL
);
