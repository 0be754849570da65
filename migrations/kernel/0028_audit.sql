-- The audit trail (kernel::audit): operator actions and security events,
-- hash-chained. audit_head is the chain's head (the last id and hash, updated
-- first on every append so appends are serialised by its row lock) and its
-- anchor (the last purged row's id and hash, where a check starts).
CREATE TABLE audit_head (
    id          BIGINT PRIMARY KEY,
    seq         BIGINT NOT NULL,
    hash        TEXT   NOT NULL,
    anchor_seq  BIGINT NOT NULL,
    anchor_hash TEXT   NOT NULL
);
INSERT INTO audit_head (id, seq, hash, anchor_seq, anchor_hash)
VALUES (1, 0, '0000000000000000000000000000000000000000000000000000000000000000', 0, '0000000000000000000000000000000000000000000000000000000000000000');

CREATE TABLE audit_log (
    -- the row's place in the chain: 1, 2, 3…
    id          BIGINT PRIMARY KEY,
    kind        TEXT   NOT NULL,
    actor_id    BIGINT,
    actor_name  TEXT,
    company_id  BIGINT,
    address     TEXT,
    user_agent  TEXT,
    -- what it acted on, kind:id
    target      TEXT,
    -- a short before/after or reason
    detail      TEXT,
    create_time BIGINT NOT NULL,
    prev_hash   TEXT   NOT NULL,
    hash        TEXT   NOT NULL
);
CREATE INDEX audit_log_actor ON audit_log (actor_id, id);
CREATE INDEX audit_log_company ON audit_log (company_id, id);
CREATE INDEX audit_log_kind ON audit_log (kind, id);
CREATE INDEX audit_log_time ON audit_log (create_time);
