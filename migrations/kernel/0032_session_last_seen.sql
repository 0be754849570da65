-- The idle timeout (`auth.idle_minutes`): when a session was last used (NULL: not since it was made).
ALTER TABLE sessions ADD COLUMN last_seen BIGINT;
