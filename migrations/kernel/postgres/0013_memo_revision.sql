-- PostgreSQL: the two revisions an instance compares before and after its own
-- writes (`callers::Revisions`), as sequences: taking the next value takes no lock
-- other writers wait on. The callers' moves with the kernel's triggers, the
-- memos' with the triggers `Db::follow_for_memos` makes; both still notify on
-- commit, the memos' with the payload `memos` so other instances drop only memos.
CREATE SEQUENCE caller_revision_seq;
CREATE SEQUENCE memo_revision_seq;

CREATE OR REPLACE FUNCTION notify_callers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM nextval('caller_revision_seq');
    PERFORM pg_notify('platform_callers', '');
    RETURN NULL;
END
$$;

CREATE FUNCTION notify_memos_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM nextval('memo_revision_seq');
    PERFORM pg_notify('platform_callers', 'memos');
    RETURN NULL;
END
$$;
