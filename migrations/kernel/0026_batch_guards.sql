-- Never holds a row. In SQLite's group commit, a statement that must change a row is followed by
-- `INSERT INTO batch_guards (must) SELECT NULL WHERE changes() = 0` (kernel::db), which fails when
-- the statement changed none: the group's script stops, and each of its batches runs again alone.
CREATE TABLE batch_guards (must BIGINT NOT NULL);
