-- A launch rule waiting for an operator's review on an app companies may
-- already open (the rule itself is the workbench's; this flag files the app
-- in the review queue).
ALTER TABLE partner_apps ADD COLUMN rule_pending BIGINT NOT NULL DEFAULT 0;
