-- Payments (kernel service: orders and top-ups pay through it) and the
-- company's apps (what a paid order opens; the workbench lists them).

-- One payment of one purpose ('order', 'topup'); status hold -> success,
-- cancel or failed by one conditional UPDATE. Amounts in fen.
CREATE TABLE payments (
    id                     BIGINT PRIMARY KEY,
    pay_transaction_no     TEXT   NOT NULL UNIQUE,
    purpose                TEXT   NOT NULL,
    -- the purpose's own row (an order id, a top-up id)
    reference_id           BIGINT NOT NULL,
    company_id             BIGINT NOT NULL REFERENCES companies (id),
    user_id                BIGINT NOT NULL REFERENCES users (id),
    amount                 BIGINT NOT NULL,
    -- 'wechat' or 'account'
    pay_method             TEXT   NOT NULL,
    goods_name             TEXT   NOT NULL,
    status                 TEXT   NOT NULL DEFAULT 'hold',
    code_url               TEXT,
    gateway_transaction_id TEXT,
    -- the gateway's verified, decrypted report that settled it
    notification           TEXT,
    expire_time            BIGINT NOT NULL,
    create_time            BIGINT NOT NULL,
    pay_time               BIGINT,
    update_time            BIGINT NOT NULL
);
CREATE INDEX payments_reference ON payments (purpose, reference_id);
CREATE INDEX payments_company ON payments (company_id, id);
CREATE INDEX payments_status ON payments (status, create_time);

-- A product service (domain) the company may open, until end_time.
-- Names are kept as bought, so the workbench needs no other area's tables.
CREATE TABLE company_apps (
    id                BIGINT PRIMARY KEY,
    company_id        BIGINT NOT NULL REFERENCES companies (id),
    product_id        BIGINT NOT NULL,
    product_domain_id BIGINT NOT NULL,
    version_id        BIGINT,
    product_name      TEXT   NOT NULL,
    app_name          TEXT   NOT NULL,
    version_name      TEXT,
    icon              TEXT,
    -- the order (or other source) that last extended it
    source_id         BIGINT,
    start_time        BIGINT NOT NULL,
    end_time          BIGINT NOT NULL,
    create_time       BIGINT NOT NULL,
    update_time       BIGINT NOT NULL,
    UNIQUE (company_id, product_domain_id)
);
