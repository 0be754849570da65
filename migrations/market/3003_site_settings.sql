-- Site settings the operators edit (站点设置): how people reach the platform
-- and where the footer points (hotline, service hours, mailbox, open platform,
-- developer docs, related links, ICP number). One row per setting; a key never
-- saved reads as the server's default. Values are TEXT (the related links a
-- JSON list [{name, url}]), times BIGINT epoch ms (UTC).
CREATE TABLE site_settings (
    setting_key   TEXT   PRIMARY KEY,
    setting_value TEXT   NOT NULL,
    update_time   BIGINT NOT NULL
);
