-- Invoices (发票管理): a company asks one for paid orders, an operator issues
-- it by uploading the e-invoice PDF, rejects it with a reason, or reverses an
-- issued one (红冲) with the red-letter invoice. Money in fen, times epoch ms.

-- status: requested (开票中), issued (已开票), rejected (已驳回), reversed (已红冲).
CREATE TABLE invoices (
    id              BIGINT PRIMARY KEY,
    invoice_no      TEXT   NOT NULL UNIQUE,
    company_id      BIGINT NOT NULL,
    user_id         BIGINT NOT NULL,
    -- normal (普通发票) or special (增值税专用发票)
    kind            TEXT   NOT NULL,
    -- The header as it was when asked for: a later edit does not change an invoice.
    header_id       BIGINT NOT NULL,
    title           TEXT   NOT NULL,
    tax_id_number   TEXT   NOT NULL,
    company_address TEXT,
    mobile          TEXT,
    bank_name       TEXT,
    bank_account    TEXT   NOT NULL,
    amount          BIGINT NOT NULL,
    remark          TEXT,
    status          TEXT   NOT NULL,
    reject_reason   TEXT,
    -- The tax invoice as issued: its number, date (YYYY-MM-DD) and stored PDF.
    number          TEXT,
    issue_date      TEXT,
    file_key        TEXT,
    -- The red-letter invoice that reversed it.
    reverse_reason  TEXT,
    red_number      TEXT,
    red_date        TEXT,
    red_file_key    TEXT,
    operator_id     BIGINT,
    create_time     BIGINT NOT NULL,
    update_time     BIGINT NOT NULL
);
CREATE INDEX invoices_company ON invoices (company_id, id);
CREATE INDEX invoices_status ON invoices (status, id);
-- A tax invoice number is recorded once (NULLs, not yet issued, do not collide).
CREATE UNIQUE INDEX invoices_number ON invoices (number);
CREATE UNIQUE INDEX invoices_red_number ON invoices (red_number);

-- The orders an invoice covers, each with the amount it invoiced (paid less refunded).
CREATE TABLE invoice_orders (
    invoice_id BIGINT NOT NULL REFERENCES invoices (id),
    order_id   BIGINT NOT NULL,
    amount     BIGINT NOT NULL,
    PRIMARY KEY (invoice_id, order_id)
);
CREATE INDEX invoice_orders_order ON invoice_orders (order_id);

-- invoice_status: 0 未开票, 1 开票中, 2 已开票, 3 已驳回, 4 已红冲; invoice_id is the
-- latest invoice asked for the order. refunds_open counts refunds reserved and
-- not yet ended: an order with one cannot be invoiced, an invoiced one cannot be refunded.
ALTER TABLE orders ADD COLUMN invoice_id BIGINT;
ALTER TABLE orders ADD COLUMN refunds_open BIGINT NOT NULL DEFAULT 0;
-- Requests made before invoices were kept have no invoice to follow: they are asked again.
UPDATE orders SET invoice_status = 0 WHERE invoice_status = 1;
