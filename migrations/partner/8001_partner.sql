-- Partner suppliers: a company's application to become one (reviewed by the
-- operators; at most one waiting per company), and the apps partners bring
-- (registered, tested, reviewed, published to the market, taken offline).
CREATE TABLE partner_applications (
    id               BIGINT PRIMARY KEY,
    company_id       BIGINT NOT NULL,
    user_id          BIGINT NOT NULL,
    -- 1 软件服务商, 2 智能硬件商, 3 解决方案商
    cooperation_type BIGINT NOT NULL,
    linkman          TEXT   NOT NULL,
    mobile           TEXT   NOT NULL,
    introduction     TEXT   NOT NULL,
    logo             TEXT   NOT NULL,
    -- JSON list of image addresses
    publicity_imgs   TEXT   NOT NULL DEFAULT '[]',
    -- 0 waiting, 1 approved, 2 rejected
    status           BIGINT NOT NULL DEFAULT 0,
    reason           TEXT,
    reviewer_id      BIGINT,
    review_time      BIGINT,
    create_time      BIGINT NOT NULL
);
CREATE INDEX partner_applications_company ON partner_applications (company_id, id);
CREATE INDEX partner_applications_status ON partner_applications (status, id);
-- One waiting application per company, whatever races.
CREATE UNIQUE INDEX partner_applications_one_open ON partner_applications (company_id) WHERE status = 0;

CREATE TABLE partner_apps (
    id                 BIGINT PRIMARY KEY,
    company_id         BIGINT NOT NULL,
    -- the market product and service it becomes (ids fixed at registration)
    product_id         BIGINT NOT NULL UNIQUE,
    domain_id          BIGINT NOT NULL UNIQUE,
    name               TEXT   NOT NULL,
    icon               TEXT   NOT NULL,
    slogan             TEXT   NOT NULL,
    description        TEXT   NOT NULL,
    category_id        BIGINT NOT NULL,
    is_ai              BIGINT NOT NULL DEFAULT 0,
    server_url         TEXT   NOT NULL,
    -- 0 a one-time code, 1 a token, 2 directly
    internal           BIGINT NOT NULL DEFAULT 0,
    is_free            BIGINT NOT NULL DEFAULT 0,
    -- months a free app runs once added; NULL: no end
    default_usage_time BIGINT,
    app_key            TEXT   NOT NULL UNIQUE,
    -- AES-GCM sealed under a server key; shown once, at registration or rotation
    app_secret_sealed  TEXT   NOT NULL,
    -- 0 draft, 1 in review, 2 published, 3 rejected, 4 offline
    status             BIGINT NOT NULL DEFAULT 0,
    reason             TEXT,
    reviewer_id        BIGINT,
    review_time        BIGINT,
    create_time        BIGINT NOT NULL,
    update_time        BIGINT NOT NULL
);
CREATE INDEX partner_apps_company ON partner_apps (company_id, id);
CREATE INDEX partner_apps_status ON partner_apps (status, id);

CREATE TABLE partner_app_versions (
    id        BIGINT PRIMARY KEY,
    app_id    BIGINT NOT NULL REFERENCES partner_apps (id) ON DELETE CASCADE,
    name      TEXT   NOT NULL,
    -- fen
    price     BIGINT NOT NULL,
    -- JSON list of the version's functions
    functions TEXT   NOT NULL DEFAULT '[]',
    sort      BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX partner_app_versions_app ON partner_app_versions (app_id, sort);
