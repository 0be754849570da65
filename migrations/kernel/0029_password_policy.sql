-- The password policy (等保): when each password was set (expiry), and the hashes
-- a user replaced (recent passwords may not come back). Null: set when the
-- account was made, or before this was kept.
ALTER TABLE users ADD COLUMN password_time BIGINT;

CREATE TABLE user_password_history (
    user_id       BIGINT NOT NULL REFERENCES users (id),
    password_hash TEXT   NOT NULL,
    create_time   BIGINT NOT NULL
);
CREATE INDEX user_password_history_user ON user_password_history (user_id, create_time);
