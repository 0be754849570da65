//! Text placed into the HTML and SVG the server writes itself (sandbox pages,
//! the chat page, search highlights, drawn illustrations): the one escaping rule.

/// Escapes `&`, `<`, `>`, `"` and `'`, so the text stays text inside an
/// element or a quoted attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_special_character_is_escaped() {
        assert_eq!(super::escape("<b class='x'>\"&\"</b>"), "&lt;b class=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/b&gt;");
        assert_eq!(super::escape("企业认证"), "企业认证");
    }
}
