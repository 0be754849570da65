-- Money you can trust: a payment records the version and amount of the row it
-- pays for and how much of it was refunded; refunds, reconciliation days and
-- their differences; the sandbox gateway's refunds (dev and test profiles).

-- The purpose row's version the payment was made for (settling checks it).
ALTER TABLE payments ADD COLUMN reference_version BIGINT NOT NULL DEFAULT 0;
-- Fen reserved or returned by refunds; never above amount.
ALTER TABLE payments ADD COLUMN refunded_amount BIGINT NOT NULL DEFAULT 0;
-- Refunds asked for this payment (WeChat allows 50).
ALTER TABLE payments ADD COLUMN refund_count BIGINT NOT NULL DEFAULT 0;
CREATE INDEX payments_hold_id ON payments (status, pay_method, id);

-- One refund of one payment. status: pending (reserved, not yet at the
-- gateway) -> processing -> success, closed, abnormal or failed; every move
-- one conditional UPDATE. kind: operator (asked by staff) or auto (money
-- that arrived for something that could not take it).
CREATE TABLE refunds (
    id                 BIGINT PRIMARY KEY,
    refund_no          TEXT   NOT NULL UNIQUE,
    payment_id         BIGINT NOT NULL REFERENCES payments (id),
    pay_transaction_no TEXT   NOT NULL,
    purpose            TEXT   NOT NULL,
    reference_id       BIGINT NOT NULL,
    company_id         BIGINT NOT NULL,
    amount             BIGINT NOT NULL,
    reason             TEXT   NOT NULL,
    kind               TEXT   NOT NULL,
    status             TEXT   NOT NULL,
    -- the operator who asked, for operator refunds
    operator_id        BIGINT,
    gateway_refund_id  TEXT,
    -- the gateway's last word (refused code, abnormal reason)
    detail             TEXT,
    notification       TEXT,
    attempts           BIGINT NOT NULL DEFAULT 0,
    create_time        BIGINT NOT NULL,
    success_time       BIGINT,
    update_time        BIGINT NOT NULL
);
CREATE INDEX refunds_reference ON refunds (purpose, reference_id, id);
CREATE INDEX refunds_status ON refunds (status, update_time);

-- One day of WeChat's trade bill compared with our payments and refunds.
-- status: running, matched (no difference), differences, failed.
CREATE TABLE reconciliation_days (
    bill_date        TEXT   PRIMARY KEY,
    status           TEXT   NOT NULL,
    matched_count    BIGINT NOT NULL DEFAULT 0,
    difference_count BIGINT NOT NULL DEFAULT 0,
    detail           TEXT,
    run_time         BIGINT NOT NULL
);

-- A difference found by reconciliation, or a verified notification we could
-- not apply. kind: missing_here (paid there, not here), missing_there (paid
-- here, not in the bill), amount (amounts differ), unknown (a verified
-- notification for a payment we never made).
CREATE TABLE payment_differences (
    id                 BIGINT PRIMARY KEY,
    bill_date          TEXT,
    kind               TEXT   NOT NULL,
    pay_transaction_no TEXT   NOT NULL,
    refund_no          TEXT,
    our_amount         BIGINT,
    their_amount       BIGINT,
    detail             TEXT   NOT NULL,
    -- what was done about it: settled, refunded, or empty
    resolution         TEXT   NOT NULL DEFAULT '',
    create_time        BIGINT NOT NULL
);
CREATE INDEX payment_differences_day ON payment_differences (bill_date, id);

-- The WeChat Pay sandbox's refunds (dev and test profiles only).
-- status: PROCESSING, SUCCESS, CLOSED or ABNORMAL.
CREATE TABLE wechatpay_sandbox_refunds (
    out_refund_no  TEXT   PRIMARY KEY,
    out_trade_no   TEXT   NOT NULL,
    refund_id      TEXT   NOT NULL,
    amount         BIGINT NOT NULL,
    reason         TEXT,
    notify_url     TEXT,
    status         TEXT   NOT NULL,
    create_time    BIGINT NOT NULL,
    success_time   BIGINT
);
CREATE INDEX wechatpay_sandbox_refunds_trade ON wechatpay_sandbox_refunds (out_trade_no);
