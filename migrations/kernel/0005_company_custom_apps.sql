-- The company's own services (新增系统服务): name, address, icon, remark.
-- Part of the company-apps kernel service, beside the bought ones.
CREATE TABLE company_custom_apps (
    id          BIGINT PRIMARY KEY,
    company_id  BIGINT NOT NULL REFERENCES companies (id),
    name        TEXT   NOT NULL,
    server_url  TEXT   NOT NULL,
    logo_image  TEXT   NOT NULL,
    remark      TEXT   NOT NULL DEFAULT '',
    create_time BIGINT NOT NULL,
    update_time BIGINT NOT NULL
);
CREATE INDEX company_custom_apps_company ON company_custom_apps (company_id, id);
