-- The open platform: APIs partners publish on their apps, the credentials of
-- companies that call them, and one row per call (what it cost, how it went).

CREATE TABLE open_apis (
    id                BIGINT PRIMARY KEY,
    -- the gateway's name for it: /api/ptd-open-api/gateway/{api_code}/…
    api_code          TEXT   NOT NULL UNIQUE,
    -- the partner's app (partner_apps.id), its company, and the market service companies hold it as
    app_id            BIGINT NOT NULL,
    app_key           TEXT   NOT NULL,
    app_name          TEXT   NOT NULL,
    company_id        BIGINT NOT NULL,
    domain_id         BIGINT NOT NULL,
    product_id        BIGINT NOT NULL,
    name              TEXT   NOT NULL,
    -- as saved; calls use the reviewed ones (NULL until an operator approved them)
    method            TEXT   NOT NULL,
    path              TEXT   NOT NULL,
    upstream          TEXT   NOT NULL,
    reviewed_method   TEXT,
    reviewed_path     TEXT,
    reviewed_upstream TEXT,
    -- points per call (0: free), calls per minute and per day for one company (0: no daily quota)
    price             BIGINT NOT NULL DEFAULT 0,
    rate_limit        BIGINT NOT NULL,
    daily_quota       BIGINT NOT NULL DEFAULT 0,
    -- Markdown: request, response, examples, error codes
    doc               TEXT   NOT NULL DEFAULT '',
    -- 1: a change of method, path or upstream waits for review
    pending           BIGINT NOT NULL DEFAULT 1,
    -- 1: callable (once reviewed); 0: taken offline by its partner
    enabled           BIGINT NOT NULL DEFAULT 1,
    reason            TEXT,
    reviewer_id       BIGINT,
    review_time       BIGINT,
    create_time       BIGINT NOT NULL,
    update_time       BIGINT NOT NULL
);
CREATE INDEX open_apis_company ON open_apis (company_id, id);
CREATE INDEX open_apis_domain ON open_apis (domain_id, id);
CREATE INDEX open_apis_pending ON open_apis (pending, id);

-- A company's credentials: one app key, its settings, up to two active secrets.
CREATE TABLE open_credentials (
    company_id        BIGINT PRIMARY KEY,
    app_key           TEXT   NOT NULL UNIQUE,
    -- 1: every API of the apps the company holds; 0: only those in open_grants
    all_apis          BIGINT NOT NULL DEFAULT 1,
    -- JSON list of addresses or networks (CIDR) calls may come from; empty: any
    ip_allow          TEXT   NOT NULL DEFAULT '[]',
    -- points a calendar month may cost (NULL: no cap)
    monthly_cap       BIGINT,
    -- a message when the points left fall below it (NULL: none)
    low_balance       BIGINT,
    create_time       BIGINT NOT NULL,
    update_time       BIGINT NOT NULL
);

-- What calls cost a company this month, and whether it was told its balance is low (once
-- until it is above the threshold again): written by calls, so apart from the settings,
-- which the gateway keeps in memory.
CREATE TABLE open_spending (
    company_id       BIGINT PRIMARY KEY,
    -- yyyymm (Shanghai)
    month            BIGINT NOT NULL,
    spent            BIGINT NOT NULL DEFAULT 0,
    low_balance_told BIGINT NOT NULL DEFAULT 0
);

-- AES-GCM sealed; the two newest of a company are active, a third retires the oldest.
CREATE TABLE open_secrets (
    id            BIGINT PRIMARY KEY,
    company_id    BIGINT NOT NULL,
    secret_sealed TEXT   NOT NULL,
    create_time   BIGINT NOT NULL
);
CREATE INDEX open_secrets_company ON open_secrets (company_id, id);

-- The APIs a company narrowed its credentials to (when all_apis = 0).
CREATE TABLE open_grants (
    company_id BIGINT NOT NULL,
    api_id     BIGINT NOT NULL,
    PRIMARY KEY (company_id, api_id)
);

-- Each nonce once per app key, while its timestamp could still be accepted.
CREATE TABLE open_nonces (
    app_key TEXT   NOT NULL,
    nonce   TEXT   NOT NULL,
    expires BIGINT NOT NULL,
    PRIMARY KEY (app_key, nonce)
);
CREATE INDEX open_nonces_expires ON open_nonces (expires);

CREATE TABLE open_calls (
    -- the call id (X-Ptd-Call-Id)
    id              BIGINT PRIMARY KEY,
    company_id      BIGINT NOT NULL,
    api_id          BIGINT NOT NULL,
    api_code        TEXT   NOT NULL,
    -- the API's partner
    partner_id      BIGINT NOT NULL,
    -- pending (forwarded, answer not yet settled), captured, released (not charged), refused
    outcome         TEXT   NOT NULL,
    -- the upstream's HTTP status (0: none), or the refusal's
    status          BIGINT NOT NULL DEFAULT 0,
    -- points held for it, and charged
    price           BIGINT NOT NULL DEFAULT 0,
    points          BIGINT NOT NULL DEFAULT 0,
    hold_id         BIGINT,
    idempotency_key TEXT,
    -- the answer kept for a retry with the same Idempotency-Key (JSON: status, type, body in base64)
    reply           TEXT,
    latency_ms      BIGINT NOT NULL DEFAULT 0,
    -- a refusal's code
    error_code      BIGINT,
    client_ip       TEXT,
    create_time     BIGINT NOT NULL,
    update_time     BIGINT NOT NULL
);
CREATE INDEX open_calls_company ON open_calls (company_id, id);
CREATE INDEX open_calls_api ON open_calls (api_id, id);
CREATE INDEX open_calls_partner ON open_calls (partner_id, id);
CREATE INDEX open_calls_time ON open_calls (create_time);
CREATE INDEX open_calls_pending ON open_calls (outcome, create_time);
-- One call per Idempotency-Key of a company, whatever races.
CREATE UNIQUE INDEX open_calls_idempotency ON open_calls (company_id, idempotency_key);
