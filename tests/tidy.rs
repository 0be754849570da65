//! Architecture invariants, checked mechanically (see ARCHITECTURE.md):
//! modules depend on the kernel only, never on each other; only the kernel
//! knows JWT and figment; remotes import only the shared SDK, never another
//! remote or the shell; every Rust source file says what it is for.

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
fn every_rust_file_says_what_it_is_for() {
    let mut rs = Vec::new();
    for dir in ["kernel/src", "modules", "src", "tests"] {
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
