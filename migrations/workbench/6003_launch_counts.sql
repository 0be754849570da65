-- Launches per app and day (Beijing time), counted by one upsert per launch,
-- for the partners' usage figures.
CREATE TABLE launch_counts (
    app_key  TEXT   NOT NULL,
    day      TEXT   NOT NULL,
    launches BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (app_key, day)
);
