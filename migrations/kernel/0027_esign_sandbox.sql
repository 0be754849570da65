-- The sandbox e-signature CA's records (dev and test profiles only), kept so a
-- restart signs and verifies with the same authorities: each authority's key
-- (sealed under the server's key-encryption key) and certificate, made once; a
-- rotated one stays (retired_time set) so what it issued still verifies; and
-- every certificate issued, by its unique serial number.
CREATE TABLE esign_sandbox_authorities (
    id           BIGINT PRIMARY KEY,
    -- ca, tsa, or party-a:<甲方's name>
    name         TEXT   NOT NULL,
    key_sealed   TEXT   NOT NULL,
    -- base64 DER
    cert_der     TEXT   NOT NULL,
    create_time  BIGINT NOT NULL,
    retired_time BIGINT
);
CREATE UNIQUE INDEX esign_sandbox_authorities_current ON esign_sandbox_authorities (name) WHERE retired_time IS NULL;

CREATE TABLE esign_sandbox_certificates (
    -- hex of the serial's bytes
    serial       TEXT   PRIMARY KEY,
    subject      TEXT   NOT NULL,
    issuer_id    BIGINT NOT NULL,
    cert_der     TEXT   NOT NULL,
    create_time  BIGINT NOT NULL,
    revoked_time BIGINT
);

-- Contracts: 甲方 signs and certifies the document when it is made (its PDF
-- and hash); the hashes find a PDF uploaded for verification.
ALTER TABLE contracts ADD COLUMN certified_key TEXT;
ALTER TABLE contracts ADD COLUMN certified_sha256 TEXT;
CREATE INDEX contracts_sha256 ON contracts (sha256);
CREATE INDEX contracts_certified_sha256 ON contracts (certified_sha256);
