-- A session's last use (the idle timeout) changes nothing a caller is made of: only its end,
-- revocation or person drop the callers kept in memory.
DROP TRIGGER sessions_changed ON sessions;
CREATE TRIGGER sessions_changed AFTER UPDATE OF user_id, expires_at, revoked_at OR DELETE ON sessions
    FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
