-- PostgreSQL: a third revision, for the tables users' own requests write all
-- the time (orders, issued tokens: the modules' `activity_tables`), notified
-- with the payload `activity` so other instances drop only what was made of them.
CREATE SEQUENCE activity_revision_seq;

CREATE FUNCTION notify_activity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM nextval('activity_revision_seq');
    PERFORM pg_notify('platform_callers', 'activity');
    RETURN NULL;
END
$$;
