//! The one same-origin rule for every redirect target a request names (lr,
//! redirect, redirect_uri, returnUrl, toUrl): a path on this platform, parsed
//! as a URL against the platform's origin, never `//`, `\`, a control
//! character or another origin. The client's `sameOriginPath` applies the same rule.

use url::Url;

/// The longest target accepted; longer ones are refused rather than cut.
const MAX_LEN: usize = 2048;

/// The path, query and fragment of `target` when it stays on this platform; `None` otherwise.
pub fn same_origin_path(target: &str) -> Option<String> {
    if target.is_empty() || target.len() > MAX_LEN {
        return None;
    }
    // Browsers read `\` as `/` and drop tabs and newlines, so `/\evil` and `/\t/evil` lead away.
    if target.chars().any(|c| c.is_control() || c == '\\') || !target.starts_with('/') || target.starts_with("//") {
        return None;
    }
    let base = Url::parse("https://platform.invalid/").expect("a valid base");
    let url = base.join(target).ok()?;
    if url.origin() != base.origin() {
        return None;
    }
    let mut path = url.path().to_string();
    // Dot segments can fold `/.//evil` into `//evil`: check what comes out, too.
    if path.starts_with("//") {
        return None;
    }
    if let Some(q) = url.query() {
        path.push('?');
        path.push_str(q);
    }
    if let Some(f) = url.fragment() {
        path.push('#');
        path.push_str(f);
    }
    Some(path)
}

#[cfg(test)]
mod tests {
    use super::same_origin_path;

    #[test]
    fn platform_paths_pass() {
        assert_eq!(same_origin_path("/wxLogin").as_deref(), Some("/wxLogin"));
        assert_eq!(same_origin_path("/home/console?type=ai#top").as_deref(), Some("/home/console?type=ai#top"));
        assert_eq!(same_origin_path("/a/../b").as_deref(), Some("/b"));
        assert_eq!(same_origin_path("/%2F/evil.example").as_deref(), Some("/%2F/evil.example"));
    }

    #[test]
    fn anything_leading_away_is_refused() {
        for bad in [
            "",
            "/\\evil.example/x",
            "/\\t/evil.example",
            "/\t/evil.example",
            "/\n/evil.example",
            "//evil.example",
            "///evil.example",
            "\\/evil.example",
            "https://evil.example/",
            "http:/evil.example",
            "javascript:alert(1)",
            "evil.example",
            "/.//evil.example",
            "/./\u{0}/x",
        ] {
            assert_eq!(same_origin_path(bad), None, "{bad:?}");
        }
        assert_eq!(same_origin_path(&format!("/{}", "a".repeat(3000))), None);
    }
}
