-- Identity: WeChat bindings and the sandbox OAuth codes, phone-change proofs,
-- and requests to join a company.

CREATE TABLE wechat_accounts (
    open_id     TEXT   PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users (id),
    create_time BIGINT NOT NULL
);
CREATE INDEX wechat_accounts_user ON wechat_accounts (user_id);

-- Codes of the built-in WeChat OAuth sandbox: one per simulated scan.
CREATE TABLE wechat_sandbox_codes (
    code       TEXT   PRIMARY KEY,
    open_id    TEXT   NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at    BIGINT
);

-- A user proved the old number with a code and may bind a new one until expires_at.
CREATE TABLE phone_change_proofs (
    user_id    BIGINT PRIMARY KEY REFERENCES users (id),
    expires_at BIGINT NOT NULL
);

-- 0 pending, 1 approved, 2 rejected
CREATE TABLE join_requests (
    id           BIGINT PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES companies (id),
    user_id      BIGINT NOT NULL REFERENCES users (id),
    status       BIGINT NOT NULL DEFAULT 0,
    create_time  BIGINT NOT NULL,
    decided_by   BIGINT,
    decided_time BIGINT
);
CREATE UNIQUE INDEX join_requests_company_user ON join_requests (company_id, user_id);
