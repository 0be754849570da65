-- SQLite: a second revision, for the tables memos read (`Db::follow_for_memos`
-- gives them triggers that move it): an order placed drops the kept order pages,
-- not every kept caller.
INSERT INTO caller_revision (id, version) VALUES (2, 0);
