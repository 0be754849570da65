-- The sign area's tables. A company's e-signature account: its signing key and
-- certificate as the provider issued them (the sandbox provider's are kept
-- here; a real provider keeps keys on its side and returns a reference).
CREATE TABLE esign_accounts (
    company_id  BIGINT PRIMARY KEY REFERENCES companies (id),
    channel     TEXT   NOT NULL,
    opened_by   BIGINT NOT NULL,
    key_der     TEXT   NOT NULL,
    cert_der    TEXT   NOT NULL,
    create_time BIGINT NOT NULL
);

-- Seals made when the service opens: 1 the company seal, 2 a personal signature seal.
CREATE TABLE seals (
    id          BIGINT PRIMARY KEY,
    company_id  BIGINT NOT NULL REFERENCES companies (id),
    user_id     BIGINT,
    kind        BIGINT NOT NULL,
    name        TEXT   NOT NULL,
    create_time BIGINT NOT NULL
);
CREATE INDEX seals_company ON seals (company_id, id);

-- The seal a user last chose on the signing page (delSelectStampCache clears it).
CREATE TABLE seal_choices (
    user_id     BIGINT PRIMARY KEY,
    seal_id     BIGINT NOT NULL,
    update_time BIGINT NOT NULL
);
