//! Architecture invariants, checked mechanically (see ARCHITECTURE.md):
//! modules depend on the kernel only, never on each other; only the kernel
//! knows JWT and figment; remotes import only the shared SDK, never another
//! remote or the shell; every Rust source file says what it is for; each
//! area's migrations live in its own folder with versions unique across areas;
//! no crate's modules import each other in a circle; every TypeScript file
//! starts with a comment; in the crates that split handlers from queries, SQL
//! lives only in repo files.

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn dirs(path: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = fs::read_dir(path).unwrap().map(|e| e.unwrap().path()).filter(|p| p.is_dir()).collect();
    out.sort();
    out
}

fn files(dir: &Path, ext: &[&str], out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            if !p.ends_with("node_modules") && !p.ends_with("target") {
                files(&p, ext, out);
            }
        } else if p.extension().is_some_and(|e| ext.iter().any(|x| e == *x)) {
            out.push(p);
        }
    }
}

#[test]
fn modules_depend_on_the_kernel_only() {
    let modules = dirs(&root().join("modules"));
    let names: Vec<String> = modules.iter().map(|m| m.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert!(!names.is_empty());
    for m in &modules {
        let manifest = fs::read_to_string(m.join("Cargo.toml")).unwrap();
        let deps = manifest.split("[dependencies]").nth(1).unwrap_or_default();
        for other in &names {
            let own = m.ends_with(other);
            let uses = deps.lines().any(|l| l.trim_start().starts_with(&format!("{other} ")) || l.trim_start().starts_with(&format!("{other}.")));
            assert!(own || !uses, "module {} depends on module {other}", m.display());
        }
        for private in ["jsonwebtoken", "figment", "argon2"] {
            assert!(!deps.contains(private), "only the kernel knows {private}; {} uses it", m.display());
        }
    }
}

#[test]
fn paged_lists_use_the_one_paging_type() {
    let mut rs = Vec::new();
    files(&root().join("modules"), &["rs"], &mut rs);
    assert!(!rs.is_empty());
    for f in rs {
        let text = fs::read_to_string(&f).unwrap();
        for field in ["page_num:", "page_size:", "fn paging("] {
            assert!(!text.contains(field), "{} declares its own paging ({field}); take `kernel::extract::Paged` or `PageQuery`", f.display());
        }
    }
}

#[test]
fn every_rust_file_says_what_it_is_for() {
    let mut rs = Vec::new();
    for dir in ["kernel/src", "services/src", "modules", "sandbox/src", "src", "tests"] {
        files(&root().join(dir), &["rs"], &mut rs);
    }
    for f in rs {
        let text = fs::read_to_string(&f).unwrap();
        assert!(text.starts_with("//!"), "{} does not start with a //! paragraph", f.display());
    }
}

#[test]
fn remotes_import_only_the_sdk_and_shared_libraries() {
    let remotes = dirs(&root().join("remotes"));
    let names: Vec<String> = remotes.iter().map(|r| r.file_name().unwrap().to_string_lossy().into_owned()).collect();
    for r in &remotes {
        let mut src = Vec::new();
        files(&r.join("src"), &["ts", "tsx"], &mut src);
        for f in src {
            let text = fs::read_to_string(&f).unwrap();
            for line in text.lines().filter(|l| l.contains(" from '") || l.contains("import(")) {
                assert!(!line.contains("shell/src") && !line.contains("../../shell"), "{} reaches into the shell: {line}", f.display());
                for other in names.iter().filter(|n| !r.ends_with(n.as_str())) {
                    assert!(!line.contains(&format!("remotes/{other}")), "{} imports remote {other}: {line}", f.display());
                }
            }
        }
    }
}

/// The tables each area's migrations create: (area, table).
fn created_tables() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for area in dirs(&root().join("migrations")) {
        let name = area.file_name().unwrap().to_string_lossy().to_string();
        let mut sql = Vec::new();
        files(&area, &["sql"], &mut sql);
        for file in sql {
            for table in create_table_names(&fs::read_to_string(&file).unwrap()) {
                out.push((name.clone(), table));
            }
        }
    }
    out
}

/// The names after `CREATE TABLE` in a migration, lower-cased.
fn create_table_names(sql: &str) -> Vec<String> {
    sql.lines()
        .filter_map(|l| l.trim().strip_prefix("CREATE TABLE "))
        .map(|rest| rest.strip_prefix("IF NOT EXISTS ").unwrap_or(rest))
        .map(|rest| rest.split(|c: char| c.is_whitespace() || c == '(').next().unwrap_or_default().to_lowercase())
        .collect()
}

#[test]
fn migrations_live_with_their_owner_and_versions_are_unique() {
    let modules: Vec<String> = dirs(&root().join("modules")).iter().map(|d| d.file_name().unwrap().to_string_lossy().to_string()).collect();
    let mut versions = std::collections::BTreeMap::new();
    for area in dirs(&root().join("migrations")) {
        let name = area.file_name().unwrap().to_string_lossy().to_string();
        assert!(name == "kernel" || modules.contains(&name), "migrations/{name}/ belongs to no module");
        let mut sql = Vec::new();
        files(&area, &["sql"], &mut sql);
        for file in sql {
            let file_name = file.file_name().unwrap().to_string_lossy().to_string();
            let version: i64 = file_name.split('_').next().and_then(|v| v.parse().ok()).unwrap_or_else(|| panic!("{file_name}: no version"));
            if let Some(other) = versions.insert(version, file.display().to_string()) {
                panic!("version {version} is used by {other} and {}", file.display());
            }
        }
    }
    let mut owners = std::collections::BTreeMap::new();
    for (area, table) in created_tables() {
        if let Some(other) = owners.insert(table.clone(), area.clone()) {
            panic!("table {table} is created by both {other} and {area}");
        }
    }
    // The platform's ledger (migrations/kernel/) holds the shared services' schema too.
    assert!(owners.get("users").is_some_and(|a| a == "kernel"), "users are in the platform's ledger");
}

/// Crates whose modules must not import each other in a circle (`crate::a` uses
/// `crate::b` and `crate::b` uses `crate::a`, directly or through others).
const ACYCLIC_CRATES: &[&str] = &["kernel/src", "services/src", "sandbox/src", "modules/certification/src", "modules/identity/src", "modules/market/src", "modules/orders/src", "modules/account/src", "modules/workbench/src", "modules/notices/src", "modules/sign/src", "modules/partner/src", "modules/openplatform/src"];

/// Names the crate root re-exports, with the module that defines them.
const ROOT_REEXPORTS: &[(&str, &str)] = &[
    ("KernelError", "error"),
    ("ApiError", "error"),
    ("ok", "http"),
    ("ApiResult", "http"),
    ("Page", "http"),
    ("AppState", "state"),
    ("Module", "module"),
    ("ModuleDescriptor", "module"),
];

/// The modules of a crate (`a`, `providers::sms`, ...) and the modules each one names through `crate::`.
fn module_graph(src: &Path) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let mut rs = Vec::new();
    files(src, &["rs"], &mut rs);
    let name_of = |p: &Path| {
        let rel = p.strip_prefix(src).unwrap().with_extension("");
        let parts: Vec<String> = rel.iter().map(|c| c.to_string_lossy().to_string()).collect();
        let parts: Vec<String> = if parts.last().is_some_and(|l| l == "mod") { parts[..parts.len() - 1].to_vec() } else { parts };
        parts.join("::")
    };
    let nodes: Vec<(String, PathBuf)> = rs.iter().map(|p| (name_of(p), p.clone())).filter(|(n, _)| n != "lib" && n != "main").collect();
    let known: std::collections::BTreeSet<String> = nodes.iter().map(|(n, _)| n.clone()).collect();
    let mut graph = std::collections::BTreeMap::new();
    for (name, path) in &nodes {
        let text = fs::read_to_string(path).unwrap();
        // Only the module's own code: its unit tests may reach anywhere.
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let mut uses = std::collections::BTreeSet::new();
        for (i, _) in code.match_indices("crate::") {
            // `$crate::` inside a macro is a path of whoever expands it, not of this module.
            if code[..i].ends_with('$') {
                continue;
            }
            let rest: String = code[i + 7..].chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':').collect();
            let segments: Vec<&str> = rest.split("::").filter(|s| !s.is_empty()).collect();
            let target = (1..=segments.len()).rev().map(|n| segments[..n].join("::")).find(|c| known.contains(c)).or_else(|| {
                segments.first().and_then(|first| ROOT_REEXPORTS.iter().find(|(n, _)| n == first).map(|(_, m)| m.to_string()))
            });
            if let Some(t) = target.filter(|t| t != name && !name.starts_with(&format!("{t}::"))) {
                uses.insert(t);
            }
        }
        graph.insert(name.clone(), uses);
    }
    graph
}

#[test]
fn no_import_circles_inside_a_crate() {
    for krate in ACYCLIC_CRATES {
        let graph = module_graph(&root().join(krate));
        // Depth-first search; a module met again while still on the path closes a circle.
        fn visit(
            node: &str,
            graph: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
            path: &mut Vec<String>,
            done: &mut std::collections::BTreeSet<String>,
        ) -> Option<Vec<String>> {
            if let Some(at) = path.iter().position(|p| p == node) {
                let mut circle = path[at..].to_vec();
                circle.push(node.to_string());
                return Some(circle);
            }
            if !done.insert(node.to_string()) {
                return None;
            }
            path.push(node.to_string());
            for next in graph.get(node).into_iter().flatten() {
                if let Some(c) = visit(next, graph, path, done) {
                    return Some(c);
                }
            }
            path.pop();
            None
        }
        let mut done = std::collections::BTreeSet::new();
        for node in graph.keys() {
            let mut path = Vec::new();
            if let Some(circle) = visit(node, &graph, &mut path, &mut done) {
                panic!("{krate}: import circle {}", circle.join(" -> "));
            }
        }
    }
}

#[test]
fn every_typescript_file_starts_with_a_one_line_comment() {
    let mut ts = Vec::new();
    for dir in ["shell", "remotes", "tests/e2e", "tests/unit", "webpack", "scripts"] {
        files(&root().join(dir), &["ts", "tsx", "js", "mjs"], &mut ts);
    }
    for f in ts {
        if f.components().any(|c| c.as_os_str() == "dist" || c.as_os_str() == "node_modules") {
            continue;
        }
        let text = fs::read_to_string(&f).unwrap();
        let first = text.lines().next().unwrap_or_default();
        assert!(first.starts_with("//") || first.starts_with("/**") || first.starts_with("/*"), "{} does not start with a comment", f.display());
    }
}

/// Crates whose handlers hold no SQL: every statement lives in a `repo.rs`,
/// a `*_repo.rs` or the crate's shared query file `store.rs`. Add a crate
/// here once its SQL has moved into repos.
const CRATES_WITH_REPOS: &[&str] = &["modules/certification", "modules/identity", "modules/market", "modules/orders", "modules/account", "modules/workbench", "modules/notices", "modules/sign", "modules/partner"];

/// Crates that own no table: all they read and write goes through kernel services.
const CRATES_WITHOUT_TABLES: &[&str] = &[];

/// Files allowed to hold SQL in those crates.
fn may_hold_sql(file: &Path) -> bool {
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    // demo.rs: a module's seed data for its own tables (kernel tables go through the kernel there too).
    name == "repo.rs" || name.ends_with("_repo.rs") || name == "store.rs" || name == "demo.rs"
}

/// The string literals of Rust source (plain, raw and byte strings; escapes
/// left as written), skipping comments and character literals.
fn string_literals(src: &str) -> Vec<String> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"' {
            let start = i + 1;
            let mut k = start;
            while k < chars.len() && chars[k] != '"' {
                k += if chars[k] == '\\' { 2 } else { 1 };
            }
            out.push(chars[start..k.min(chars.len())].iter().collect());
            i = k + 1;
        } else if c == '\'' {
            // A character literal ('x', '\'', '\u{..}'), else a lifetime or label.
            if next == Some('\\') {
                let mut k = i + 3;
                while k < chars.len() && chars[k] != '\'' {
                    k += 1;
                }
                i = k + 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else if ident(c) {
            let start = i;
            while i < chars.len() && ident(chars[i]) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let mut j = i;
            while (word == "r" || word == "br") && chars.get(j) == Some(&'#') {
                j += 1;
            }
            // A raw string r"…", r#"…"#, br"…" (r#name is a raw identifier).
            if (word == "r" || word == "br") && chars.get(j) == Some(&'"') {
                let hashes = j - i;
                let body = j + 1;
                let mut k = body;
                while k < chars.len() && !(chars[k] == '"' && (1..=hashes).all(|h| chars.get(k + h) == Some(&'#'))) {
                    k += 1;
                }
                out.push(chars[body..k.min(chars.len())].iter().collect());
                i = k + 1 + hashes;
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Whether a string literal is (part of) a SQL statement.
fn is_sql(literal: &str) -> bool {
    let text = literal.split_whitespace().collect::<Vec<_>>().join(" ");
    ["SELECT ", "INSERT INTO ", "DELETE FROM ", "RETURNING "].iter().any(|k| text.contains(k))
        || (text.contains("UPDATE ") && text.contains(" SET "))
        || text.contains(" WHERE ")
        || text.contains(" IS NULL")
}

#[test]
fn sql_lives_only_in_repo_files() {
    for dir in CRATES_WITH_REPOS {
        let mut rs = Vec::new();
        files(&root().join(dir).join("src"), &["rs"], &mut rs);
        rs.sort();
        assert!(!rs.is_empty(), "{dir} has no Rust sources");
        let mut statements_in_repos = 0;
        for f in rs {
            let text = fs::read_to_string(&f).unwrap();
            let sql: Vec<String> = string_literals(&text).into_iter().filter(|l| is_sql(l)).collect();
            if may_hold_sql(&f) {
                statements_in_repos += sql.len();
            } else {
                assert!(sql.is_empty(), "{} holds SQL; move it into the resource's repo.rs: {:?}", f.display(), sql[0]);
            }
        }
        // Guards the check itself: a crate with repos has SQL in them (one without tables has none at all).
        if CRATES_WITHOUT_TABLES.contains(dir) {
            assert_eq!(statements_in_repos, 0, "{dir} owns no table, so it holds no SQL");
            continue;
        }
        assert!(statements_in_repos > 0, "no SQL found in the repos of {dir}; is the check still reading them?");
    }
}

#[test]
fn the_sql_check_reads_rust_literals() {
    let src = r##"
        //! A doc line naming an UPDATE ... SET is no SQL.
        /* nor is a /* nested */ SELECT * FROM t WHERE x */
        fn f<'a>(x: &'a str) -> char {
            let q = "SELECT id FROM t WHERE id = $1";
            let r = r#"UPDATE t SET a = "b" WHERE id = $1"#;
            let s = format!("{}", '"');
            let t = "it's \"quoted\" text";
            let u = r#type;
            'x'
        }
    "##;
    let literals = string_literals(src);
    assert_eq!(literals.iter().filter(|l| is_sql(l)).count(), 2, "{literals:?}");
    assert!(literals.contains(&"{}".to_string()));
    assert!(literals.iter().any(|l| l.starts_with("it's")));
    assert!(!is_sql("请输入服务名称") && !is_sql("/ptd-industry/manage/product/update") && !is_sql("Operators: changes a product"));
    assert!(is_sql("($1 IS NULL OR name LIKE $1 ESCAPE '\\\\')") && is_sql("DELETE FROM products WHERE id = $1"));
}

/// The tables a piece of SQL names after FROM, JOIN, INTO, UPDATE or TABLE, lower-cased.
fn tables_named(sql: &str) -> Vec<String> {
    let words: Vec<String> =
        sql.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).map(str::to_lowercase).collect();
    words
        .windows(2)
        .filter(|w| matches!(w[0].as_str(), "from" | "join" | "into" | "update" | "table"))
        .map(|w| w[1].clone())
        .collect()
}

#[test]
fn modules_reach_kernel_tables_only_through_the_kernel() {
    assert_eq!(tables_named("SELECT a FROM users u JOIN company_members m ON 1"), ["users", "company_members"]);
    let kernel_tables: Vec<String> = created_tables().into_iter().filter(|(area, _)| area == "kernel").map(|(_, t)| t).collect();
    assert!(kernel_tables.iter().any(|t| t == "users"), "kernel tables not found in migrations/kernel/");
    let mut rs = Vec::new();
    files(&root().join("modules"), &["rs"], &mut rs);
    for f in rs {
        for literal in string_literals(&fs::read_to_string(&f).unwrap()) {
            if let Some(table) = tables_named(&literal).into_iter().find(|t| kernel_tables.contains(t)) {
                panic!("{}: SQL names the shared services' table {table}; call the service (`services::…`) instead: {literal:?}", f.display());
            }
        }
    }
}

/// A module's SQL names only its own tables: what another area owns it asks
/// that area for through a kernel trait (catalogue, shelf, site content, ...).
#[test]
fn modules_reach_only_their_own_tables() {
    let owners: std::collections::BTreeMap<String, String> = created_tables().into_iter().map(|(area, table)| (table, area)).collect();
    assert_eq!(owners.get("system_notices").map(String::as_str), Some("notices"), "the notices own their tables");
    for module in dirs(&root().join("modules")) {
        let name = module.file_name().unwrap().to_string_lossy().to_string();
        let mut rs = Vec::new();
        files(&module.join("src"), &["rs"], &mut rs);
        for f in rs {
            for literal in string_literals(&fs::read_to_string(&f).unwrap()).into_iter().filter(|l| is_sql(l)) {
                for table in tables_named(&literal) {
                    if let Some(owner) = owners.get(&table).filter(|owner| **owner != name && owner.as_str() != "kernel") {
                        panic!("{}: SQL names {table}, which {owner} owns; ask that area through a kernel trait: {literal:?}", f.display());
                    }
                }
            }
        }
    }
}

/// The OpenAPI document keys schemas by their type's name, so two types of
/// one name would silently become one (and the generated client would lie).
#[test]
fn api_schema_names_are_unique() {
    let mut seen: std::collections::BTreeMap<String, PathBuf> = std::collections::BTreeMap::new();
    let mut rs = Vec::new();
    files(&root().join("modules"), &["rs"], &mut rs);
    files(&root().join("kernel/src"), &["rs"], &mut rs);
    files(&root().join("services/src"), &["rs"], &mut rs);
    for file in rs {
        let text = fs::read_to_string(&file).unwrap();
        let mut lines = text.lines().peekable();
        while let Some(line) = lines.next() {
            if !(line.trim_start().starts_with("#[derive(") && line.contains("ToSchema")) {
                continue;
            }
            // The type follows its attributes and doc comments.
            for next in lines.by_ref() {
                let t = next.trim_start();
                if let Some(rest) = t.strip_prefix("pub struct ").or_else(|| t.strip_prefix("pub enum ")).or_else(|| t.strip_prefix("struct ")).or_else(|| t.strip_prefix("enum ")) {
                    let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                    if let Some(other) = seen.insert(name.clone(), file.clone()) {
                        panic!("schema {name} is defined in {} and {}", other.display(), file.display());
                    }
                    break;
                }
            }
        }
    }
    assert!(seen.len() > 50, "schemas found: {}", seen.len());
}

/// The crates and areas ARCHITECTURE.md names are the workspace's, and every
/// crate with code of ours is one the circle check reads: the map cannot
/// drift from the territory without this failing.
#[test]
fn the_architecture_document_names_the_crates_there_are() {
    let doc = fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let names = |dir: &str| -> Vec<String> { dirs(&root().join(dir)).iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect() };
    // The code map has one bullet per module: "- `market` (12000): ...".
    let section = doc.split("### `modules/<area>/`").nth(1).expect("a modules section").split("\n### ").next().unwrap();
    let mut documented: Vec<String> = section.lines().filter_map(|l| l.strip_prefix("- `")).filter_map(|l| l.split('`').next()).map(str::to_string).collect();
    documented.sort();
    assert_eq!(documented, names("modules"), "ARCHITECTURE.md's module list is the modules/ folder");
    // The remotes are listed in one line: "`remotes/<area>/` (`account`, ...)".
    let remotes_line = doc.lines().find(|l| l.contains("`remotes/<area>/` (")).expect("a remotes line");
    let after = &doc[doc.find(remotes_line).unwrap()..];
    let listed = &after[after.find('(').unwrap() + 1..after.find(')').unwrap()];
    let mut remotes: Vec<String> = listed.split(',').map(|s| s.trim().trim_matches(|c: char| c == '`' || c.is_whitespace()).to_string()).collect();
    remotes.sort();
    assert_eq!(remotes, names("remotes"), "ARCHITECTURE.md's remote list is the remotes/ folder");
    // Every member crate of ours is named, and its source is checked for circles.
    for krate in ["kernel", "services", "sandbox"] {
        assert!(doc.contains(&format!("(crate `{krate}`)")), "ARCHITECTURE.md names the crate {krate}");
    }
    let mut expected: Vec<String> = ["kernel/src".to_string(), "services/src".to_string(), "sandbox/src".to_string()].into_iter().chain(names("modules").into_iter().map(|m| format!("modules/{m}/src"))).collect();
    let mut checked: Vec<String> = ACYCLIC_CRATES.iter().map(|s| s.to_string()).collect();
    expected.sort();
    checked.sort();
    assert_eq!(checked, expected, "every crate is read by no_import_circles_inside_a_crate");
}

/// The only tables the platform's SQL names: sessions, leases, counters, the callers' revisions, the dev outboxes,
/// the group commit's guard, the kept totals, the audit trail, the data keys and the migrations ledger.
const PLATFORM_TABLES: &[&str] = &[
    "sessions", "job_leases", "rate_limits", "caller_revision", "caller_revision_seq", "memo_revision_seq", "activity_revision_seq", "pg_trigger",
    "sms_outbox", "mail_outbox", "batch_guards", "list_totals", "list_anchors", "audit_log", "audit_head", "data_keys", "_sqlx_migrations",
];

#[test]
fn the_kernels_platform_layer_names_no_business_table() {
    let mut rs = Vec::new();
    files(&root().join("kernel/src"), &["rs"], &mut rs);
    assert!(rs.len() > 20, "the kernel's files are read");
    let mut statements = 0;
    for f in rs {
        let text = fs::read_to_string(&f).unwrap();
        // A unit test's own scratch tables are no business table.
        let code = text.split("\n#[cfg(test)]").next().unwrap_or_default();
        for literal in string_literals(code).into_iter().filter(|l| is_sql(l)) {
            statements += 1;
            // A `{table}` placeholder is filled from a module's declared list, not named here.
            let literal: String = literal
                .split('{')
                .enumerate()
                .map(|(i, part)| if i == 0 { part.to_string() } else { part.split_once('}').map_or(part.to_string(), |(_, rest)| format!("filled_in{rest}")) })
                .collect();
            // A `WITH [RECURSIVE] name` is the statement's own sequence, no table.
            let words: Vec<String> = literal.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).map(str::to_lowercase).collect();
            let own: Vec<&String> = words.windows(2).filter(|w| w[0] == "with" || w[0] == "recursive").map(|w| &w[1]).collect();
            // `DO UPDATE SET` and a trigger's `INSERT OR UPDATE OF … OR DELETE` name no table.
            for table in tables_named(&literal).into_iter().filter(|t| !t.starts_with("filled_in") && !matches!(t.as_str(), "set" | "or" | "of" | "select") && !own.contains(&t)) {
                assert!(PLATFORM_TABLES.contains(&table.as_str()), "{}: the platform names the business table {table}; call the service that owns it: {literal:?}", f.display());
            }
        }
    }
    assert!(statements > 0, "the platform's own SQL is read");
}
