//! The server-driven menu tree (`authRoleTree`). Modules declare their menu
//! entries as constants; the kernel keeps those of the enabled modules and
//! answers, per caller, which entries they may open. The same answer guards the
//! APIs behind each menu, so a sub-account is refused on the server too.

use crate::people::Role;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// Folders several modules put pages in; the kernel owns them so that no
/// module's page depends on another module being enabled.
pub mod folders {
    use super::MenuEntry;

    /// 个人中心: reached from the user menu, hidden in the sidebar.
    pub const USER_CENTER: &str = "user-center";
    /// 运营管理: the platform operators' pages.
    pub const OPERATION: &str = "operation";
    /// 内容管理: the operators' pages of public content (the market's and the notices').
    pub const CONTENT: &str = "content";

    pub const ENTRIES: &[MenuEntry] = &[
        MenuEntry::folder(USER_CENTER, "/userCenter", "UserCenter", "个人中心", "user").order(80).hidden().redirect("/userCenter/userInfo"),
        MenuEntry::folder(CONTENT, "/content", "Content", "内容管理", "read").order(80).always_show(),
        MenuEntry::folder(OPERATION, "/operation", "Operation", "运营管理", "setting").order(90).always_show(),
    ];
}

/// Who may open a menu entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuAccess {
    /// Any signed-in user.
    AnyUser,
    /// Every member of a company, main or sub-account.
    CompanyAll,
    /// The main account, and sub-accounts it was granted to.
    CompanyGranted,
    /// The main account only; never grantable.
    CompanyMain,
    /// Like `CompanyGranted`, and shown only while the company holds that base
    /// application (the configured base-data or organisation app key).
    CompanyApp(BaseApp),
    /// Like `CompanyGranted`, and shown only while the current company is an
    /// approved partner supplier (its members hold `Role::PartnerSupplier`).
    CompanyPartner,
    /// Holders of a platform role.
    Role(Role),
    /// A folder: visible when any child is.
    Children,
}

/// The two applications whose holders get menus of their own (spec section 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BaseApp {
    BaseData,
    Organisation,
}

#[derive(Debug, Clone, Copy)]
pub struct MenuEntry {
    /// Stable permission key, e.g. `identity.members`.
    pub key: &'static str,
    pub parent: Option<&'static str>,
    /// Absolute for top-level entries (`/company`), relative below (`members`).
    pub path: &'static str,
    pub name: &'static str,
    /// `Layout` for folders, else `<remote>/<ExposedPage>`.
    pub component: &'static str,
    pub title: &'static str,
    pub icon: &'static str,
    pub access: MenuAccess,
    pub order: i32,
    pub hidden: bool,
    pub affix: bool,
    pub no_cache: bool,
    pub redirect: Option<&'static str>,
    pub always_show: bool,
    pub active_menu: Option<&'static str>,
    /// What a sub-account granted this entry may and may not do, for the grant dialog.
    pub grant_note: Option<&'static str>,
}

impl MenuEntry {
    /// A top-level folder rendered by the workbench layout.
    pub const fn folder(key: &'static str, path: &'static str, name: &'static str, title: &'static str, icon: &'static str) -> Self {
        Self {
            key,
            parent: None,
            path,
            name,
            component: "Layout",
            title,
            icon,
            access: MenuAccess::Children,
            order: 0,
            hidden: false,
            affix: false,
            no_cache: false,
            redirect: None,
            always_show: false,
            active_menu: None,
            grant_note: None,
        }
    }

    /// A page inside a folder, served by a remote's exposed component.
    pub const fn page(
        key: &'static str,
        parent: &'static str,
        path: &'static str,
        name: &'static str,
        component: &'static str,
        title: &'static str,
        access: MenuAccess,
    ) -> Self {
        let mut e = Self::folder(key, path, name, title, "");
        e.parent = Some(parent);
        e.component = component;
        e.access = access;
        e
    }

    pub const fn order(mut self, order: i32) -> Self {
        self.order = order;
        self
    }
    pub const fn icon(mut self, icon: &'static str) -> Self {
        self.icon = icon;
        self
    }
    pub const fn affix(mut self) -> Self {
        self.affix = true;
        self
    }
    pub const fn hidden(mut self) -> Self {
        self.hidden = true;
        self
    }
    pub const fn redirect(mut self, to: &'static str) -> Self {
        self.redirect = Some(to);
        self
    }
    pub const fn always_show(mut self) -> Self {
        self.always_show = true;
        self
    }
    pub const fn grant_note(mut self, note: &'static str) -> Self {
        self.grant_note = Some(note);
        self
    }
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MenuMeta {
    pub title: String,
    pub icon: String,
    pub affix: bool,
    pub no_cache: bool,
    pub breadcrumb: bool,
    pub active_menu: Option<String>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MenuNode {
    pub id: String,
    pub parent_id: String,
    pub path: String,
    pub name: String,
    pub component: String,
    pub hidden: bool,
    pub redirect: Option<String>,
    pub always_show: bool,
    pub meta: MenuMeta,
    #[schema(no_recursion)]
    pub children: Vec<MenuNode>,
}

/// The menu entries of the enabled modules.
#[derive(Debug, Default, Clone)]
pub struct MenuRegistry {
    entries: Vec<MenuEntry>,
}

impl MenuRegistry {
    pub fn new(mut entries: Vec<MenuEntry>) -> Self {
        entries.sort_by_key(|e| (e.order, e.key));
        Self { entries }
    }

    /// The path a browser opens for an entry: a page's path below its folder's.
    pub fn full_path(&self, e: &MenuEntry) -> String {
        match e.parent.and_then(|p| self.entries().iter().find(|f| f.key == p)) {
            Some(folder) if !e.path.starts_with('/') => format!("{}/{}", folder.path.trim_end_matches('/'), e.path),
            _ => e.path.to_string(),
        }
    }

    pub fn entries(&self) -> &[MenuEntry] {
        &self.entries
    }

    pub fn contains(&self, key: &str) -> bool {
        self.entries.iter().any(|e| e.key == key)
    }

    /// Entries a main account may hand to its sub-accounts.
    pub fn grantable(&self) -> impl Iterator<Item = &MenuEntry> {
        self.entries.iter().filter(|e| matches!(e.access, MenuAccess::CompanyGranted | MenuAccess::CompanyApp(_) | MenuAccess::CompanyPartner))
    }

    /// The keys a caller with these roles and grants may open, folders included.
    pub fn allowed_keys(&self, roles: &BTreeSet<Role>, grants: &BTreeSet<String>) -> BTreeSet<String> {
        let main = roles.contains(&Role::CompanyMain);
        let member = main || roles.contains(&Role::CompanySub);
        let mut keys: BTreeSet<String> = self
            .entries
            .iter()
            .filter(|e| match e.access {
                MenuAccess::AnyUser => true,
                MenuAccess::CompanyAll => member,
                MenuAccess::CompanyGranted | MenuAccess::CompanyApp(_) => main || (member && grants.contains(e.key)),
                MenuAccess::CompanyPartner => roles.contains(&Role::PartnerSupplier) && (main || (member && grants.contains(e.key))),
                MenuAccess::CompanyMain => main,
                MenuAccess::Role(r) => roles.contains(&r),
                MenuAccess::Children => false,
            })
            .map(|e| e.key.to_string())
            .collect();
        // A folder is open when any entry below it is.
        let parents: Vec<String> = keys
            .iter()
            .filter_map(|k| self.entries.iter().find(|e| e.key == k).and_then(|e| e.parent))
            .map(str::to_string)
            .collect();
        keys.extend(parents);
        keys
    }

    /// The absolute path of every page (not folder) of the menu, whoever may open it.
    pub fn page_paths(&self) -> Vec<String> {
        let path_of = |e: &MenuEntry| -> String {
            let mut parts = vec![e.path.trim_matches('/').to_string()];
            let mut parent = e.parent;
            while let Some(key) = parent.filter(|_| !e.path.starts_with('/')) {
                let Some(p) = self.entries.iter().find(|x| x.key == key) else { break };
                parts.push(p.path.trim_matches('/').to_string());
                if p.path.starts_with('/') {
                    break;
                }
                parent = p.parent;
            }
            parts.reverse();
            format!("/{}", parts.join("/"))
        };
        self.entries.iter().filter(|e| e.access != MenuAccess::Children).map(path_of).collect()
    }

    /// Whether any allowed entry depends on a base application the company holds.
    pub fn needs_apps(&self, allowed: &BTreeSet<String>) -> bool {
        self.entries.iter().any(|e| matches!(e.access, MenuAccess::CompanyApp(_)) && allowed.contains(e.key))
    }

    /// Drops the entries whose base application the company does not hold, and folders left empty.
    pub fn for_held_apps(&self, mut allowed: BTreeSet<String>, held: &[BaseApp]) -> BTreeSet<String> {
        for e in &self.entries {
            if let MenuAccess::CompanyApp(app) = e.access {
                if !held.contains(&app) {
                    allowed.remove(e.key);
                }
            }
        }
        for folder in self.entries.iter().filter(|e| e.access == MenuAccess::Children) {
            if !self.entries.iter().any(|c| c.parent == Some(folder.key) && allowed.contains(c.key)) {
                allowed.remove(folder.key);
            }
        }
        allowed
    }

    /// The tree of the allowed entries, in menu order.
    pub fn tree(&self, allowed: &BTreeSet<String>) -> Vec<MenuNode> {
        let mut children: BTreeMap<&str, Vec<&MenuEntry>> = BTreeMap::new();
        for e in self.entries.iter().filter(|e| allowed.contains(e.key)) {
            children.entry(e.parent.unwrap_or("")).or_default().push(e);
        }
        build_level(&children, "")
    }
}

fn build_level(children: &BTreeMap<&str, Vec<&MenuEntry>>, parent: &str) -> Vec<MenuNode> {
    children
        .get(parent)
        .map(|list| {
            list.iter()
                .map(|e| MenuNode {
                    id: e.key.to_string(),
                    parent_id: e.parent.unwrap_or("0").to_string(),
                    path: e.path.to_string(),
                    name: e.name.to_string(),
                    component: e.component.to_string(),
                    hidden: e.hidden,
                    redirect: e.redirect.map(str::to_string),
                    always_show: e.always_show,
                    meta: MenuMeta {
                        title: e.title.to_string(),
                        icon: e.icon.to_string(),
                        affix: e.affix,
                        no_cache: e.no_cache,
                        breadcrumb: true,
                        active_menu: e.active_menu.map(str::to_string),
                    },
                    children: build_level(children, e.key),
                })
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn registry() -> MenuRegistry {
        MenuRegistry::new(vec![
            MenuEntry::folder("home", "/home", "Home", "首页", "dashboard").order(0).redirect("/home/console"),
            MenuEntry::page("home.console", "home", "console", "Console", "workbench/Console", "工作台", MenuAccess::AnyUser)
                .affix(),
            MenuEntry::folder("company", "/company", "Company", "企业管理", "bank").order(10),
            MenuEntry::page("company.info", "company", "info", "CompanyInfo", "identity/CompanyInfo", "企业信息", MenuAccess::CompanyGranted),
            MenuEntry::page("company.members", "company", "members", "Members", "identity/Members", "成员管理", MenuAccess::CompanyGranted),
            MenuEntry::folder("operation", "/operation", "Operation", "运营管理", "setting").order(20),
            MenuEntry::page("operation.companies", "operation", "companies", "Companies", "identity/Companies", "企业列表", MenuAccess::Role(Role::Operator)),
        ])
    }

    fn roles(r: &[Role]) -> BTreeSet<Role> {
        r.iter().copied().collect()
    }

    #[test]
    fn main_account_sees_all_company_menus() {
        let reg = registry();
        let keys = reg.allowed_keys(&roles(&[Role::CompanyMain]), &BTreeSet::new());
        assert_eq!(
            keys.into_iter().collect::<Vec<_>>(),
            ["company", "company.info", "company.members", "home", "home.console"]
        );
    }

    #[test]
    fn sub_account_sees_only_grants() {
        let reg = registry();
        let grants = BTreeSet::from(["company.info".to_string()]);
        let keys = reg.allowed_keys(&roles(&[Role::CompanySub]), &grants);
        assert!(keys.contains("company.info") && keys.contains("company"));
        assert!(!keys.contains("company.members"));
        let tree = reg.tree(&keys);
        assert_eq!(tree.len(), 2);
        assert_eq!(tree[1].children.len(), 1);
        assert_eq!(tree[1].children[0].component, "identity/CompanyInfo");
    }

    #[test]
    fn grants_do_not_reach_main_only_or_role_menus() {
        let reg = registry();
        let grants = BTreeSet::from(["operation.companies".to_string()]);
        let keys = reg.allowed_keys(&roles(&[Role::CompanySub]), &grants);
        assert!(!keys.contains("operation.companies"));
        let op = reg.allowed_keys(&roles(&[Role::Operator]), &BTreeSet::new());
        assert!(op.contains("operation.companies") && op.contains("home.console") && !op.contains("company"));
    }

    #[test]
    fn tree_has_spec_fields() {
        let reg = registry();
        let keys = reg.allowed_keys(&roles(&[Role::CompanyMain]), &BTreeSet::new());
        let json = serde_json::to_value(reg.tree(&keys)).unwrap();
        let home = &json[0];
        assert_eq!(home["path"], "/home");
        assert_eq!(home["component"], "Layout");
        assert_eq!(home["redirect"], "/home/console");
        assert_eq!(home["children"][0]["meta"]["affix"], true);
        assert_eq!(home["children"][0]["parentId"], "home");
        assert!(home["children"][0]["meta"].get("noCache").is_some());
    }
}
