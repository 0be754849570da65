-- Kernel tables: companies, users, memberships, roles, menu grants, sessions,
-- counters (rate limits), verification codes, the captcha, provider outboxes,
-- users' messages and job leases. Written only through the kernel's functions.
-- Portable across SQLite and PostgreSQL: BIGINT ids made by the kernel,
-- TEXT strings, BIGINT epoch milliseconds (UTC) for time, BIGINT 0/1 for flags.

CREATE TABLE companies (
    id                   BIGINT PRIMARY KEY,
    company_name         TEXT   NOT NULL,
    company_code         TEXT   NOT NULL,
    company_simple_name  TEXT,
    social_code          TEXT,
    industry             TEXT,
    linkman              TEXT,
    mobile               TEXT,
    main_product         TEXT,
    company_address      TEXT,
    logo                 TEXT,
    -- 0 none, 1 under review, 2 certified, 3 rejected
    certification_status BIGINT NOT NULL DEFAULT 0,
    review_note          TEXT,
    review_time          BIGINT,
    certified_time       BIGINT,
    platform_name        TEXT   NOT NULL DEFAULT 'industry',
    create_time          BIGINT NOT NULL,
    update_time          BIGINT NOT NULL
);
CREATE UNIQUE INDEX companies_company_name ON companies (company_name);
CREATE UNIQUE INDEX companies_company_code ON companies (company_code);

CREATE TABLE users (
    id                 BIGINT PRIMARY KEY,
    user_name          TEXT   NOT NULL,
    mobile             TEXT,
    email              TEXT,
    password_hash      TEXT   NOT NULL,
    real_name          TEXT,
    nick_name          TEXT,
    avatar             TEXT,
    id_card            TEXT,
    -- 1 normal, 0 frozen or suspended
    status             BIGINT NOT NULL DEFAULT 1,
    user_certificated  BIGINT NOT NULL DEFAULT 0,
    current_company_id BIGINT,
    last_login_time    BIGINT,
    create_time        BIGINT NOT NULL,
    update_time        BIGINT NOT NULL,
    -- The company that created the account as its sub-account: only that company may
    -- set its password or freeze it. NULL for people who registered themselves.
    owner_company_id   BIGINT,
    -- 1 once a code sent to the mobile number was entered; logins and resets by
    -- mobile match proved numbers only.
    mobile_verified    BIGINT NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX users_user_name ON users (user_name);
CREATE UNIQUE INDEX users_mobile ON users (mobile);

CREATE TABLE departments (
    id         BIGINT PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES companies (id),
    dept_name  TEXT   NOT NULL
);

CREATE TABLE posts (
    id         BIGINT PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES companies (id),
    post_name  TEXT   NOT NULL
);

-- A user may belong to several companies; user_type 0 main account, 1 sub-account.
CREATE TABLE company_members (
    company_id    BIGINT NOT NULL REFERENCES companies (id),
    user_id       BIGINT NOT NULL REFERENCES users (id),
    user_type     BIGINT NOT NULL,
    department_id BIGINT,
    post_id       BIGINT,
    create_time   BIGINT NOT NULL,
    -- 1 active, 0 suspended by the company (a member who joined by invitation keeps its own account)
    status        BIGINT NOT NULL DEFAULT 1,
    PRIMARY KEY (company_id, user_id)
);
CREATE INDEX company_members_user ON company_members (user_id);

-- Platform-wide roles: operator (platform staff), partner_supplier.
CREATE TABLE user_roles (
    user_id   BIGINT NOT NULL REFERENCES users (id),
    role_code TEXT   NOT NULL,
    PRIMARY KEY (user_id, role_code)
);

-- Menus a main account granted to a sub-account, per company.
CREATE TABLE menu_grants (
    company_id BIGINT NOT NULL REFERENCES companies (id),
    user_id    BIGINT NOT NULL REFERENCES users (id),
    menu_key   TEXT   NOT NULL,
    PRIMARY KEY (company_id, user_id, menu_key)
);

-- Server-side sessions behind every token, so a token can be revoked.
CREATE TABLE sessions (
    id         TEXT   PRIMARY KEY,
    user_id    BIGINT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    revoked_at BIGINT,
    client_ip  TEXT
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Hits per key in a fixed window (failed logins, codes sent, look-ups, submissions, views).
CREATE TABLE rate_limits (
    scope_key    TEXT   PRIMARY KEY,
    window_start BIGINT NOT NULL,
    hits         BIGINT NOT NULL
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);

CREATE TABLE sms_outbox (
    id         BIGINT PRIMARY KEY,
    mobile     TEXT   NOT NULL,
    content    TEXT   NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX sms_outbox_mobile ON sms_outbox (mobile, id);

CREATE TABLE mail_outbox (
    id         BIGINT PRIMARY KEY,
    address    TEXT   NOT NULL,
    subject    TEXT   NOT NULL,
    content    TEXT   NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX mail_outbox_address ON mail_outbox (address, id);

-- One row per job: an instance runs a job only after claiming its lease.
CREATE TABLE job_leases (
    name        TEXT   PRIMARY KEY,
    holder      TEXT,
    lease_until BIGINT NOT NULL,
    last_run    BIGINT
);

-- Verification codes by SMS or mail; purpose login, auth (register, reset, bind...), mail.
CREATE TABLE verification_codes (
    id         BIGINT PRIMARY KEY,
    recipient  TEXT   NOT NULL,
    -- login, auth (register, reset, bind...), mail
    purpose    TEXT   NOT NULL,
    code       TEXT   NOT NULL,
    expires_at BIGINT NOT NULL,
    attempts   BIGINT NOT NULL DEFAULT 0,
    used_at    BIGINT,
    client_ip  TEXT,
    created_at BIGINT NOT NULL
);
CREATE INDEX verification_codes_recipient ON verification_codes (recipient, purpose, id);
CREATE INDEX verification_codes_client ON verification_codes (client_ip, created_at);

-- Slider captcha: open challenges (only the gap's position is kept) and the
-- single-use validate tokens handed out for a passed slide.
CREATE TABLE captcha_challenges (
    id         TEXT   PRIMARY KEY,
    gap_x      BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);

CREATE TABLE captcha_tokens (
    token      TEXT   PRIMARY KEY,
    expires_at BIGINT NOT NULL,
    used_at    BIGINT
);

-- Messages to a user (review results, system events); state 0 unread, 1 read.
CREATE TABLE user_messages (
    id               BIGINT PRIMARY KEY,
    user_id          BIGINT NOT NULL REFERENCES users (id),
    title            TEXT   NOT NULL,
    content          TEXT   NOT NULL,
    application_name TEXT,
    to_url           TEXT,
    state            BIGINT NOT NULL DEFAULT 0,
    publish_time     BIGINT NOT NULL
);
CREATE INDEX user_messages_user ON user_messages (user_id, id);
