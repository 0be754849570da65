-- Personal data sealed at rest (`kernel::privacy`): the data keys values are sealed with, each
-- wrapped (AES-256-GCM, its id bound) under the key-encryption key named by kek_id.
-- purpose: seal (values) or index (keyed hashes for look-ups).
CREATE TABLE data_keys (
    id          TEXT   PRIMARY KEY,
    purpose     TEXT   NOT NULL,
    kek_id      TEXT   NOT NULL,
    wrapped     TEXT   NOT NULL,
    create_time BIGINT NOT NULL
);
