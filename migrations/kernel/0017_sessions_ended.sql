-- Sessions by when they ended, for whoever must tell others a session ended
-- (the OpenID Connect provider's back-channel logout).
CREATE INDEX sessions_revoked ON sessions (revoked_at);
