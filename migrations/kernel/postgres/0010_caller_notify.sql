-- PostgreSQL: any change to what a signed-in caller is made of (the account,
-- its sessions, companies, memberships, departments, posts, roles, menu grants
-- and the apps its company holds) notifies every instance on commit, so each
-- drops the callers it keeps in memory. A notification is sent only when its
-- transaction commits and takes no lock other writers wait on. A login only
-- stamps last_login_time and opening a session adds a row nobody kept: neither counts.
CREATE FUNCTION notify_callers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('platform_callers', '');
    RETURN NULL;
END
$$;

CREATE TRIGGER users_changed AFTER UPDATE OF user_name, mobile, email, password_hash, real_name, nick_name, avatar, id_card,
    status, user_certificated, current_company_id, owner_company_id, mobile_verified OR DELETE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
    FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER company_members_changed AFTER INSERT OR UPDATE OR DELETE ON company_members
    FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles
    FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER menu_grants_changed AFTER INSERT OR UPDATE OR DELETE ON menu_grants
    FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER companies_changed AFTER UPDATE OR DELETE ON companies
    FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER departments_changed AFTER UPDATE OR DELETE ON departments
    FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER posts_changed AFTER UPDATE OR DELETE ON posts
    FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER company_apps_changed AFTER INSERT OR UPDATE OR DELETE ON company_apps
    FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
