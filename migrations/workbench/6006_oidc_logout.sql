-- Back-channel logout: each grant's apps are told once that its platform
-- session ended; the job remembers up to when it has looked.
ALTER TABLE oidc_grants ADD COLUMN logout_sent BIGINT NOT NULL DEFAULT 0;
CREATE INDEX oidc_grants_session ON oidc_grants (session_id);
CREATE TABLE oidc_logout_marks (
    name     TEXT   PRIMARY KEY,
    until_ms BIGINT NOT NULL
);
