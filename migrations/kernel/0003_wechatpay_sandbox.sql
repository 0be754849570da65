-- The WeChat Pay sandbox's orders (dev and test profiles only): what the
-- sandbox gateway was asked to collect and what became of it, kept in the
-- database so a restarted process still knows what was paid.
-- Portable across SQLite and PostgreSQL: TEXT strings, BIGINT epoch milliseconds (UTC).

CREATE TABLE wechatpay_sandbox_orders (
    out_trade_no   TEXT   PRIMARY KEY,
    mch_id         TEXT   NOT NULL,
    app_id         TEXT   NOT NULL,
    description    TEXT   NOT NULL,
    -- fen
    amount         BIGINT NOT NULL,
    notify_url     TEXT   NOT NULL,
    time_expire    BIGINT NOT NULL,
    -- NOTPAY, SUCCESS, CLOSED or PAYERROR
    trade_state    TEXT   NOT NULL,
    transaction_id TEXT,
    success_time   BIGINT,
    create_time    BIGINT NOT NULL
);
