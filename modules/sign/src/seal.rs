//! Seal pictures: the round company seal (the name on the upper arc, a star,
//! 合同专用章 below) and the square personal signature seal. One geometry is
//! drawn twice: as SVG for the screens and as vector paths in the contract PDF.

use kernel::html::escape;

pub const COMPANY: i64 = 1;
pub const PERSONAL: i64 = 2;

/// Red of seal ink.
pub const INK: (u8, u8, u8) = (0xd0, 0x1f, 0x1f);

/// A character placed on the seal: centre, rotation (degrees, clockwise) and size.
#[derive(Debug, Clone, PartialEq)]
pub struct Glyph {
    pub ch: char,
    pub x: f32,
    pub y: f32,
    pub rotate: f32,
    pub size: f32,
}

/// A seal laid out in a square of `size` units, origin top-left, y down.
#[derive(Debug, Clone)]
pub struct Layout {
    pub size: f32,
    pub round: bool,
    pub border: f32,
    /// The star's points (company seal only).
    pub star: Vec<(f32, f32)>,
    pub glyphs: Vec<Glyph>,
}

/// Lays out a seal of `kind` for `name` in a square of side `size`.
pub fn layout(kind: i64, name: &str, size: f32) -> Layout {
    if kind == COMPANY {
        company(name, size)
    } else {
        personal(name, size)
    }
}

fn company(name: &str, size: f32) -> Layout {
    let c = size / 2.0;
    let chars: Vec<char> = name.chars().filter(|ch| !ch.is_whitespace()).take(24).collect();
    let n = chars.len().max(1) as f32;
    // The name runs over at most 240 degrees of the upper arc, centred on 12 o'clock.
    let span = (n * 22.0).min(240.0);
    // Each character gets at most its share of the arc, so a long name shrinks rather than overlaps.
    let step = span.to_radians() / n;
    let mut glyph = (size * 0.12).min(size * 2.2 / n.max(6.0));
    let mut radius = c - size * 0.07 - glyph * 0.8;
    for _ in 0..3 {
        glyph = glyph.min(0.92 * radius * step);
        radius = c - size * 0.07 - glyph * 0.8;
    }
    let glyphs = chars
        .iter()
        .enumerate()
        .map(|(i, &ch)| {
            let theta = -span / 2.0 + span * (i as f32 + 0.5) / n;
            let t = theta.to_radians();
            Glyph { ch, x: c + radius * t.sin(), y: c - radius * t.cos(), rotate: theta, size: glyph }
        })
        .collect::<Vec<_>>();
    let star_r = size * 0.14;
    let star = (0..10)
        .map(|k| {
            let r = if k % 2 == 0 { star_r } else { star_r * 0.4 };
            let a = (k as f32 * 36.0).to_radians();
            (c + r * a.sin(), c - r * a.cos())
        })
        .collect();
    let label = "合同专用章";
    let small = size * 0.08;
    let width = small * label.chars().count() as f32;
    let mut all = glyphs;
    all.extend(label.chars().enumerate().map(|(i, ch)| Glyph {
        ch,
        x: c - width / 2.0 + small * (i as f32 + 0.5),
        y: c + size * 0.27,
        rotate: 0.0,
        size: small,
    }));
    Layout { size, round: true, border: size * 0.03, star, glyphs: all }
}

fn personal(name: &str, size: f32) -> Layout {
    let chars: Vec<char> = name.chars().filter(|ch| !ch.is_whitespace()).take(6).collect();
    let n = chars.len().max(1) as f32;
    let glyph = (size * 0.8 / n).min(size * 0.36);
    let c = size / 2.0;
    let start = c - glyph * n / 2.0;
    let glyphs = chars.iter().enumerate().map(|(i, &ch)| Glyph { ch, x: start + glyph * (i as f32 + 0.5), y: c, rotate: 0.0, size: glyph }).collect();
    Layout { size, round: false, border: size * 0.04, star: Vec::new(), glyphs }
}

/// The seal as an SVG document; every character of the name is escaped.
pub fn svg(kind: i64, name: &str) -> String {
    let l = layout(kind, name, 200.0);
    let (r, g, b) = INK;
    let ink = format!("#{r:02x}{g:02x}{b:02x}");
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {s} {s}\" width=\"{s}\" height=\"{s}\" role=\"img\" aria-label=\"{label}\">",
        s = l.size,
        label = escape(name)
    );
    let half = l.border / 2.0;
    if l.round {
        out.push_str(&format!("<circle cx=\"{c}\" cy=\"{c}\" r=\"{r}\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"{w}\"/>", c = l.size / 2.0, r = l.size / 2.0 - half, w = l.border));
    } else {
        out.push_str(&format!(
            "<rect x=\"{half}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"{b}\"/>",
            y = l.size * 0.25,
            w = l.size - l.border,
            h = l.size * 0.5,
            b = l.border
        ));
    }
    if !l.star.is_empty() {
        let points: Vec<String> = l.star.iter().map(|(x, y)| format!("{x:.2},{y:.2}")).collect();
        out.push_str(&format!("<polygon points=\"{}\" fill=\"{ink}\"/>", points.join(" ")));
    }
    for gl in &l.glyphs {
        out.push_str(&format!(
            "<text x=\"0\" y=\"0\" transform=\"translate({x:.2} {y:.2}) rotate({r:.2})\" font-size=\"{s:.2}\" fill=\"{ink}\" text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"Noto Sans CJK SC, Noto Sans SC, sans-serif\" font-weight=\"700\">{ch}</text>",
            x = gl.x,
            y = gl.y,
            r = gl.rotate,
            s = gl.size,
            ch = escape(&gl.ch.to_string())
        ));
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_company_name_runs_along_the_upper_arc() {
        let l = layout(COMPANY, "测试科技有限公司", 200.0);
        let name: Vec<&Glyph> = l.glyphs.iter().take(8).collect();
        assert!(name.iter().all(|g| g.y < 100.0), "above the centre");
        assert!(name.first().unwrap().rotate < 0.0 && name.last().unwrap().rotate > 0.0, "left to right");
        assert_eq!(l.glyphs.len(), 8 + 5, "the name and 合同专用章");
        assert_eq!(l.star.len(), 10);
    }

    #[test]
    fn neighbouring_characters_of_a_long_name_do_not_overlap() {
        let l = layout(COMPANY, "国联工业互联网平台运营有限公司", 100.0);
        let name: Vec<_> = l.glyphs.iter().take(15).collect();
        for pair in name.windows(2) {
            let gap = ((pair[1].x - pair[0].x).powi(2) + (pair[1].y - pair[0].y).powi(2)).sqrt();
            assert!(gap >= pair[0].size * 0.9, "{} apart for {} wide", gap, pair[0].size);
        }
    }

    #[test]
    fn names_are_escaped_in_svg() {
        let s = svg(COMPANY, "<script>alert(1)</script>有限公司");
        assert!(!s.contains("<script>"));
        assert!(s.starts_with("<svg") && s.ends_with("</svg>"));
        let p = svg(PERSONAL, "张三");
        assert!(p.contains("<rect") && p.contains(">张<"));
    }

    #[test]
    fn a_company_seal_keeps_at_most_twenty_four_characters_of_the_name_without_spaces() {
        let long = layout(COMPANY, &"长".repeat(30), 200.0);
        assert_eq!(long.glyphs.len(), 24 + 5);
        let spaced = layout(COMPANY, "测试 科技\t有限公司", 200.0);
        assert_eq!(spaced.glyphs.iter().take(8).map(|g| g.ch).collect::<String>(), "测试科技有限公司");
        // The name never runs over more than 240 degrees of the arc.
        assert!(long.glyphs.iter().take(24).all(|g| g.rotate.abs() <= 120.0));
    }

    #[test]
    fn a_personal_seal_is_square_with_at_most_six_characters_in_a_row() {
        let l = layout(PERSONAL, "欧阳娜娜娜娜娜娜", 100.0);
        assert!(!l.round && l.star.is_empty());
        assert_eq!(l.glyphs.iter().map(|g| g.ch).collect::<String>(), "欧阳娜娜娜娜");
        assert!(l.glyphs.iter().all(|g| g.y == 50.0 && g.rotate == 0.0));
        assert!(l.glyphs.windows(2).all(|w| w[0].x < w[1].x), "left to right");
        // Two characters are large, but no larger than the seal allows.
        assert!(layout(PERSONAL, "张三", 100.0).glyphs.iter().all(|g| g.size == 36.0));
    }

    #[test]
    fn a_seal_without_a_name_still_draws() {
        assert!(layout(PERSONAL, "", 100.0).glyphs.is_empty());
        assert_eq!(layout(COMPANY, " ", 100.0).glyphs.len(), 5, "只有合同专用章");
        assert!(svg(COMPANY, "").ends_with("</svg>"));
    }

    #[test]
    fn any_kind_but_the_company_seal_is_drawn_as_a_personal_seal() {
        assert!(!layout(0, "张三", 100.0).round);
        assert!(layout(COMPANY, "张三", 100.0).round);
    }
}
