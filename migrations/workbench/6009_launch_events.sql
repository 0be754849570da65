-- Launches as they happen, one row each: an insert, so launches at the same
-- moment never wait on one counter row (on PostgreSQL a row lock, and two
-- counts of one row cannot share a grouped statement). A job adds them into
-- launch_counts every minute; the usage page reads both.
CREATE TABLE launch_events (
    app_key TEXT   NOT NULL,
    day     TEXT   NOT NULL,
    -- 1 for a launch refused for its address, else 0
    refused BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX launch_events_app_day ON launch_events (app_key, day);
