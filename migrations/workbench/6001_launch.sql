-- Launching apps: one-time codes (alive 60 s, redeemed once by the app's own
-- server) and the nonces of redemption calls (never reused).
CREATE TABLE launch_codes (
    code        TEXT   PRIMARY KEY,
    user_id     BIGINT NOT NULL,
    company_id  BIGINT NOT NULL,
    app_key     TEXT   NOT NULL,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX launch_codes_expiry ON launch_codes (expires_at);

CREATE TABLE launch_nonces (
    app_key     TEXT   NOT NULL,
    nonce       TEXT   NOT NULL,
    expires_at  BIGINT NOT NULL,
    PRIMARY KEY (app_key, nonce)
);
CREATE INDEX launch_nonces_expiry ON launch_nonces (expires_at);
