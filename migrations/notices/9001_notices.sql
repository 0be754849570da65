-- The notices' tables: system notices, and the platform company's notices and
-- news. IF NOT EXISTS: databases made before notices were an area of their own
-- already hold these tables (the market's 3002 made them then), with their rows.

CREATE TABLE IF NOT EXISTS system_notices (
    id          BIGINT PRIMARY KEY,
    title       TEXT   NOT NULL,
    -- sanitised HTML
    msg_text    TEXT   NOT NULL DEFAULT '',
    sort        BIGINT NOT NULL DEFAULT 0,
    status      BIGINT NOT NULL DEFAULT 1,
    audit_time  BIGINT,
    create_time BIGINT NOT NULL
);

-- companyNotice (公司公告) and companyExpress (公司快讯) of the platform company.
CREATE TABLE IF NOT EXISTS company_notices (
    id           BIGINT PRIMARY KEY,
    notice_type  TEXT   NOT NULL,
    title        TEXT   NOT NULL,
    msg_text     TEXT   NOT NULL DEFAULT '',
    cover_img    TEXT,
    status       BIGINT NOT NULL DEFAULT 1,
    issue_status BIGINT NOT NULL DEFAULT 0,
    audit_time   BIGINT,
    create_time  BIGINT NOT NULL,
    update_time  BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS company_notices_type ON company_notices (notice_type, issue_status);
