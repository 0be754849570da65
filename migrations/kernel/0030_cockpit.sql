-- The operators' cockpit: each job's last failure (modules and health), and the indexes the
-- 运营看板's daily figures read the last 30 days through.
ALTER TABLE job_leases ADD COLUMN last_failure BIGINT;
ALTER TABLE job_leases ADD COLUMN last_error TEXT;
CREATE INDEX payments_pay_time ON payments (pay_time);
CREATE INDEX refunds_success_time ON refunds (success_time);
CREATE INDEX sessions_created ON sessions (created_at);
