-- Launch-rule plugins: wasm versions per app key, stored in object storage by
-- sha256; at most one enabled per app key (enabling another is the rollback).
CREATE TABLE launch_plugins (
    id          BIGINT PRIMARY KEY,
    app_key     TEXT   NOT NULL,
    version     BIGINT NOT NULL,
    sha256      TEXT   NOT NULL,
    object_key  TEXT   NOT NULL,
    -- comma-separated permissions granted (log, sign)
    permissions TEXT   NOT NULL DEFAULT '',
    size        BIGINT NOT NULL,
    enabled     BIGINT NOT NULL DEFAULT 0,
    uploaded_by BIGINT NOT NULL,
    create_time BIGINT NOT NULL,
    UNIQUE (app_key, version)
);
CREATE INDEX launch_plugins_enabled ON launch_plugins (app_key, enabled);
