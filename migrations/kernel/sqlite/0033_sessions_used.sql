-- A session's last use (the idle timeout) changes nothing a caller is made of: only its end,
-- revocation or person drop the callers kept in memory.
DROP TRIGGER sessions_changed;
CREATE TRIGGER sessions_changed AFTER UPDATE OF user_id, expires_at, revoked_at ON sessions
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
