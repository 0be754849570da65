-- The points account area: one account per company, an append-only ledger
-- (the balance is its sum, cached on the account in the same transaction),
-- top-up packages and top-ups. 1 yuan = 1 point; money in fen.

CREATE TABLE accounts (
    id            BIGINT PRIMARY KEY,
    company_id    BIGINT NOT NULL UNIQUE,
    account_no    TEXT   NOT NULL UNIQUE,
    -- normal or frozen
    status        TEXT   NOT NULL DEFAULT 'normal',
    -- points; always the sum of the ledger rows
    balance       BIGINT NOT NULL DEFAULT 0,
    pin_salt      TEXT,
    pin_digest    TEXT,
    status_by     BIGINT,
    status_time   BIGINT,
    create_time   BIGINT NOT NULL,
    update_time   BIGINT NOT NULL
);

-- Never updated: a correction is a reversal row.
CREATE TABLE account_ledger (
    id                 BIGINT PRIMARY KEY,
    account_id         BIGINT NOT NULL REFERENCES accounts (id),
    company_id         BIGINT NOT NULL,
    -- topup, bonus, order, reversal
    kind               TEXT   NOT NULL,
    -- signed: credits above zero, debits below
    points             BIGINT NOT NULL,
    balance_after      BIGINT NOT NULL,
    pay_transaction_no TEXT,
    remark             TEXT   NOT NULL DEFAULT '',
    create_time        BIGINT NOT NULL
);
CREATE INDEX account_ledger_account ON account_ledger (account_id, id);
-- One credit of each kind per payment, whatever retries arrive.
CREATE UNIQUE INDEX account_ledger_once ON account_ledger (pay_transaction_no, kind);

CREATE TABLE recharge_packages (
    id              BIGINT PRIMARY KEY,
    -- fen
    original_amount BIGINT NOT NULL,
    bonus_points    BIGINT NOT NULL DEFAULT 0,
    sort            BIGINT NOT NULL DEFAULT 0,
    status          BIGINT NOT NULL DEFAULT 1
);

-- status: hold, success, cancel (mirrors its payment)
CREATE TABLE recharges (
    id             BIGINT PRIMARY KEY,
    company_id     BIGINT NOT NULL,
    user_id        BIGINT NOT NULL,
    amount         BIGINT NOT NULL,
    package_id     BIGINT,
    bonus_points   BIGINT NOT NULL DEFAULT 0,
    status         TEXT   NOT NULL DEFAULT 'hold',
    create_time    BIGINT NOT NULL,
    update_time    BIGINT NOT NULL
);
CREATE INDEX recharges_company ON recharges (company_id, id);

INSERT INTO recharge_packages (id, original_amount, bonus_points, sort, status) VALUES
    (1, 500000, 500, 1, 1),
    (2, 300000, 200, 2, 1),
    (3, 100000, 50, 3, 1);
