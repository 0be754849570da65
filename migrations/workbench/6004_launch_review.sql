-- Reviewed launch changes: a partner's rule version for an app companies
-- already open waits for an operator (pending) and keeps its dry run's answer
-- for the review; launches refused because a rule answered an address outside
-- the app's reviewed origin are counted per day, and the newest is kept.
ALTER TABLE launch_plugins ADD COLUMN pending BIGINT NOT NULL DEFAULT 0;
ALTER TABLE launch_plugins ADD COLUMN dry_run TEXT NOT NULL DEFAULT '';
ALTER TABLE launch_counts ADD COLUMN refused BIGINT NOT NULL DEFAULT 0;
CREATE TABLE launch_refusals (
    app_key     TEXT   PRIMARY KEY,
    address     TEXT   NOT NULL,
    refuse_time BIGINT NOT NULL
);
