-- When a membership was suspended, for whoever must tell others a person left
-- a company (the OpenID Connect provider's back-channel logout); NULL while active.
ALTER TABLE company_members ADD COLUMN ended_time BIGINT;
CREATE INDEX company_members_ended ON company_members (ended_time);
