//! HTML in and out of the server. Text placed into the HTML and SVG the server
//! writes itself (sandbox pages, the chat page, search highlights, drawn
//! illustrations) goes through the one escaping rule, [`escape`]. HTML that
//! operators write (notices, help documents, expert skills, product
//! descriptions) goes through `ammonia` when it is saved and again when it is
//! served, so no script, event handler or `javascript:` address ever reaches a
//! visitor, even from rows written before a rule tightened.

use std::sync::LazyLock;

/// Rich text: ammonia's default safe tags plus video, relative addresses kept
/// (uploaded files are served from this origin).
static RICH: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut b = ammonia::Builder::default();
    b.add_tags(["video", "source"])
        .add_tag_attributes("video", ["src", "controls", "poster", "width", "height"])
        .add_tag_attributes("source", ["src", "type"])
        .add_tag_attributes("img", ["width", "height"])
        .add_generic_attributes(["class"])
        .url_schemes(["http", "https", "mailto", "tel"].into_iter().collect());
    b
});

/// Search snippets: only the `<em>` highlights survive.
static SNIPPET: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut b = ammonia::Builder::empty();
    b.add_tags(["em"]);
    b
});

/// Nothing survives but text (for indexing and plain summaries).
static TEXT: LazyLock<ammonia::Builder<'static>> = LazyLock::new(ammonia::Builder::empty);

pub fn clean(html: &str) -> String {
    RICH.clean(html).to_string()
}

/// Markdown (tables and fenced code included) as HTML, cleaned like operators' rich text.
pub fn markdown(text: &str) -> String {
    let options = pulldown_cmark::Options::ENABLE_TABLES | pulldown_cmark::Options::ENABLE_STRIKETHROUGH;
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, pulldown_cmark::Parser::new_ext(text, options));
    clean(&html)
}

pub fn clean_snippet(html: &str) -> String {
    SNIPPET.clean(html).to_string()
}

/// The readable text of an HTML fragment, entities decoded, whitespace collapsed.
pub fn plain_text(html: &str) -> String {
    // Block ends become spaces so words of adjacent paragraphs do not run together.
    let spaced = html.replace("</p>", "</p> ").replace("<br", " <br").replace("</li>", "</li> ").replace("</h", " </h");
    let escaped = TEXT.clean(&spaced).to_string();
    let text = escaped
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The first `n` characters of a text, with an ellipsis when cut.
pub fn excerpt(text: &str, n: usize) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(n).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}

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
    use super::*;

    #[test]
    fn markdown_becomes_clean_html() {
        let html = markdown("## 请求\n\n| 代码 | 说明 |\n|---|---|\n| 19001 | 签名错误 |\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) [y](https://example.com)");
        assert!(html.contains("<h2>请求</h2>") && html.contains("<td>19001</td>"), "{html}");
        assert!(!html.contains("<script") && !html.contains("href=\"javascript") && html.contains("href=\"https://example.com\""), "{html}");
    }

    #[test]
    fn every_special_character_is_escaped() {
        assert_eq!(escape("<b class='x'>\"&\"</b>"), "&lt;b class=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/b&gt;");
        assert_eq!(escape("企业认证"), "企业认证");
    }

    #[test]
    fn scripts_handlers_and_javascript_urls_are_removed() {
        let dirty = r#"<p onclick="x()">安全<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="//evil"></iframe></p>"#;
        let out = clean(dirty);
        for bad in ["script", "onclick", "onerror", "javascript:", "iframe", "alert"] {
            assert!(!out.contains(bad), "{bad} survived in {out}");
        }
        assert!(out.contains("<p>安全") && out.contains("<img src=\"x\">"));
    }

    #[test]
    fn safe_markup_is_kept() {
        let out = clean(r#"<h3 class="t">标题</h3><ul><li><strong>一</strong></li></ul><a href="https://example.com">官网</a><video src="/api/files/content/a.webm" controls></video>"#);
        assert!(out.contains("<h3 class=\"t\">标题</h3>"));
        assert!(out.contains("<strong>一</strong>"));
        assert!(out.contains("href=\"https://example.com\""));
        assert!(out.contains("<video src=\"/api/files/content/a.webm\" controls"));
    }

    #[test]
    fn snippets_keep_only_em() {
        assert_eq!(clean_snippet("<em>设备</em>管理<b>平台</b><script>x</script>"), "<em>设备</em>管理平台");
    }

    #[test]
    fn plain_text_decodes_and_collapses() {
        assert_eq!(plain_text("<p>第一段&amp;说明</p><p>第二段 &lt;重点&gt;</p><script>x()</script>"), "第一段&说明 第二段 <重点>");
        assert_eq!(excerpt("一二三四五", 3), "一二三…");
        assert_eq!(excerpt("一二三", 3), "一二三");
    }
}
