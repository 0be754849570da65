-- The message centre lists a user's messages newest first, read or not.
CREATE INDEX user_messages_user_time ON user_messages (user_id, publish_time DESC, id DESC);
