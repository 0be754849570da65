-- Slider captcha: open challenges (only the gap's position is kept) and the
-- single-use validate tokens handed out for a passed slide.
CREATE TABLE captcha_challenges (
    id         TEXT   PRIMARY KEY,
    gap_x      BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);

CREATE TABLE captcha_tokens (
    token      TEXT   PRIMARY KEY,
    expires_at BIGINT NOT NULL,
    used_at    BIGINT
);
