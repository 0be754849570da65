-- Back-channel logout for every way a grant ends (its session, its
-- membership, the person withdrawing consent, a replayed code), retried:
-- logout_due is when the app is next told (NULL: nothing to tell yet), and a
-- sender claims a grant by moving it to its retry time, so one instance sends.
-- logout_sent: 0 untold, 1 told (or nothing to tell), 2 given up after the tries.
ALTER TABLE oidc_grants ADD COLUMN logout_due BIGINT;
ALTER TABLE oidc_grants ADD COLUMN logout_tries BIGINT NOT NULL DEFAULT 0;
CREATE INDEX oidc_grants_logout_due ON oidc_grants (logout_due);
CREATE INDEX oidc_grants_member ON oidc_grants (company_id, user_id);
