-- Public-site content: the channels of the top navigation.
CREATE TABLE front_channels (
    id          BIGINT PRIMARY KEY,
    name        TEXT   NOT NULL,
    path        TEXT   NOT NULL,
    sort        BIGINT NOT NULL DEFAULT 0,
    -- 1 shown, 0 hidden
    status      BIGINT NOT NULL DEFAULT 1,
    create_time BIGINT NOT NULL
);
