-- The OpenID Connect provider: signing keys (RS256; the private half sealed
-- under the server secret), grants (what one person allowed one app in one
-- platform session; every token issued from one code belongs to one grant and
-- dies with it), authorization codes and tokens (stored as SHA-256 digests,
-- taken by one conditional UPDATE), and the consents people gave to apps.
CREATE TABLE oidc_keys (
    kid            TEXT   PRIMARY KEY,
    private_sealed TEXT   NOT NULL,
    -- the public half as the JWKS publishes it (base64url)
    n              TEXT   NOT NULL,
    e              TEXT   NOT NULL,
    create_time    BIGINT NOT NULL,
    -- published until then: the key signs until a newer one exists, its tokens live on after
    retire_time    BIGINT NOT NULL
);

CREATE TABLE oidc_grants (
    id          BIGINT PRIMARY KEY,
    client_id   TEXT   NOT NULL,
    -- NULL for an app acting for itself (client_credentials)
    user_id     BIGINT,
    company_id  BIGINT,
    -- the platform session that allowed it: logging out, a password change or freezing ends both
    session_id  TEXT,
    scope       TEXT   NOT NULL,
    auth_time   BIGINT NOT NULL,
    revoked     BIGINT NOT NULL DEFAULT 0,
    create_time BIGINT NOT NULL
);
CREATE INDEX oidc_grants_user ON oidc_grants (user_id, client_id);

CREATE TABLE oidc_codes (
    code_hash      TEXT   PRIMARY KEY,
    grant_id       BIGINT NOT NULL,
    client_id      TEXT   NOT NULL,
    redirect_uri   TEXT   NOT NULL,
    code_challenge TEXT,
    nonce          TEXT,
    used           BIGINT NOT NULL DEFAULT 0,
    expires_at     BIGINT NOT NULL
);

CREATE TABLE oidc_tokens (
    token_hash TEXT   PRIMARY KEY,
    grant_id   BIGINT NOT NULL,
    -- access or refresh
    kind       TEXT   NOT NULL,
    -- a refresh token is used once (rotation); using it again revokes its grant
    used       BIGINT NOT NULL DEFAULT 0,
    expires_at BIGINT NOT NULL,
    create_time BIGINT NOT NULL
);
CREATE INDEX oidc_tokens_grant ON oidc_tokens (grant_id);

CREATE TABLE oidc_consents (
    user_id     BIGINT NOT NULL,
    client_id   TEXT   NOT NULL,
    -- the scopes allowed, space-separated
    scope       TEXT   NOT NULL,
    create_time BIGINT NOT NULL,
    PRIMARY KEY (user_id, client_id)
);
