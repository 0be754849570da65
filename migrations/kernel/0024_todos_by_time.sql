-- Each assignment's open to-dos newest first, with their kind, from the index alone: a to-do
-- list merges the viewer's assignments in order instead of reading and sorting every open to-do.
DROP INDEX todos_assignee_user;
DROP INDEX todos_assignee_company;
DROP INDEX todos_operators;
CREATE INDEX todos_assignee_user ON todos (assignee_user_id, state, create_time, id, kind);
CREATE INDEX todos_assignee_company ON todos (assignee_company_id, state, create_time, id, kind);
CREATE INDEX todos_operators ON todos (for_operators, state, create_time, id, kind);
