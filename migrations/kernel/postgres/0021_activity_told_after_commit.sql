-- PostgreSQL: a NOTIFY holds a lock every committing notifier waits on until
-- its commit is flushed, so one per order placed lined all order writes up
-- behind each other (ten times fewer commits a second). The platform's own
-- batches now mark their transaction (`platform.activity_told`) and their
-- instance tells the others once they have committed (`callers::tell_others`,
-- coalesced); every other writer of these tables still notifies on commit.
CREATE OR REPLACE FUNCTION notify_activity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM nextval('activity_revision_seq');
    IF current_setting('platform.activity_told', true) IS DISTINCT FROM 'on' THEN
        PERFORM pg_notify('platform_callers', 'activity');
    END IF;
    RETURN NULL;
END
$$;
