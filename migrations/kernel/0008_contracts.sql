-- Contracts to sign: a kernel service because orders make them and the sign
-- module renders, signs and lists them. Status 0 to sign, 1 signed, 2 void.
-- A signed contract is immutable: its PDF, detached CMS signature and sha256
-- are recorded once, by a conditional UPDATE on status 0.
CREATE TABLE contracts (
    id             BIGINT PRIMARY KEY,
    contract_no    TEXT   NOT NULL UNIQUE,
    company_id     BIGINT NOT NULL REFERENCES companies (id),
    -- who caused it (the buyer), for the record
    user_id        BIGINT NOT NULL,
    channel        TEXT   NOT NULL,
    reference_kind TEXT   NOT NULL,
    reference_id   BIGINT NOT NULL,
    title          TEXT   NOT NULL,
    -- parties and lines as JSON, rendered into the PDF
    body_json      TEXT   NOT NULL,
    status         BIGINT NOT NULL DEFAULT 0,
    pdf_key        TEXT,
    signature_key  TEXT,
    sha256         TEXT,
    seal_id        BIGINT,
    signed_by      BIGINT,
    signed_time    BIGINT,
    create_time    BIGINT NOT NULL
);
CREATE UNIQUE INDEX contracts_reference ON contracts (reference_kind, reference_id);
CREATE INDEX contracts_company ON contracts (company_id, id);
