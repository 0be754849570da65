-- SQLite: a revision bumped by any change to what a signed-in caller is made
-- of (the account, its sessions, companies, memberships, departments, posts,
-- roles, menu grants and the apps its company holds), which every instance
-- polls to drop the callers it keeps in memory. A login only stamps
-- last_login_time and opening a session adds a row nobody kept: neither counts.
CREATE TABLE caller_revision (
    id      BIGINT PRIMARY KEY,
    version BIGINT NOT NULL
);
INSERT INTO caller_revision (id, version) VALUES (1, 0);

CREATE TRIGGER users_changed AFTER UPDATE OF user_name, mobile, email, password_hash, real_name, nick_name, avatar, id_card,
    status, user_certificated, current_company_id, owner_company_id, mobile_verified ON users
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER users_removed AFTER DELETE ON users
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER sessions_removed AFTER DELETE ON sessions
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER company_members_added AFTER INSERT ON company_members
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER company_members_changed AFTER UPDATE ON company_members
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER company_members_removed AFTER DELETE ON company_members
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER user_roles_added AFTER INSERT ON user_roles
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER user_roles_changed AFTER UPDATE ON user_roles
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER user_roles_removed AFTER DELETE ON user_roles
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER menu_grants_added AFTER INSERT ON menu_grants
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER menu_grants_changed AFTER UPDATE ON menu_grants
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER menu_grants_removed AFTER DELETE ON menu_grants
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER companies_changed AFTER UPDATE ON companies
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER companies_removed AFTER DELETE ON companies
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER departments_changed AFTER UPDATE ON departments
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER departments_removed AFTER DELETE ON departments
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER posts_changed AFTER UPDATE ON posts
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER posts_removed AFTER DELETE ON posts
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER company_apps_added AFTER INSERT ON company_apps
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER company_apps_changed AFTER UPDATE ON company_apps
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER company_apps_removed AFTER DELETE ON company_apps
BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = 1; END;
