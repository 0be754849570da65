//! Illustrations for the demo data (catalogue, content pages, notices), drawn as SVG: gradients, an
//! industrial motif (network nodes, a gear, bar charts, a factory skyline)
//! and the caption, in a palette picked from the caption so each image differs.

use kernel::html::escape as xml;

/// What the image is for, which decides its size and layout.
#[derive(Debug, Clone, Copy)]
pub enum Shape {
    /// 1920×480 page banner with a large caption.
    Banner,
    /// 640×400 card picture.
    Card,
    /// 160×160 product or function icon.
    Icon,
    /// 360×420 portrait of an expert.
    Portrait,
    /// 320×120 company logo.
    Logo,
    /// 640×360 video cover with a play mark.
    Poster,
}

const PALETTES: &[(&str, &str, &str)] = &[
    ("#0b2a5b", "#1565d8", "#3ec7f4"),
    ("#0a3d3a", "#0f8f7e", "#7be0c3"),
    ("#2b1a5a", "#5b3cc4", "#a58bff"),
    ("#4a1f0a", "#d9641e", "#ffc46b"),
    ("#10324a", "#1f7fb6", "#8fd3ff"),
    ("#1d2b3a", "#3b6ea5", "#f2b233"),
];

fn hash(s: &str) -> u64 {
    // FNV-1a: stable across builds, unlike the std hasher.
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}


const FONT: &str = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei','Source Han Sans SC',sans-serif";

/// An SVG document for `caption` (and an optional second line).
pub fn svg(shape: Shape, caption: &str, sub: &str) -> String {
    let h = hash(caption);
    let (dark, mid, light) = PALETTES[(h % PALETTES.len() as u64) as usize];
    let (w, ht) = match shape {
        Shape::Banner => (1920, 480),
        Shape::Card => (640, 400),
        Shape::Icon => (160, 160),
        Shape::Portrait => (360, 420),
        Shape::Logo => (320, 120),
        Shape::Poster => (640, 360),
    };
    let defs = format!(
        "<defs><linearGradient id=\"bg\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"><stop offset=\"0\" stop-color=\"{dark}\"/><stop offset=\"0.6\" stop-color=\"{mid}\"/><stop offset=\"1\" stop-color=\"{light}\"/></linearGradient>\
         <radialGradient id=\"glow\" cx=\"0.8\" cy=\"0.2\" r=\"0.6\"><stop offset=\"0\" stop-color=\"#ffffff\" stop-opacity=\"0.35\"/><stop offset=\"1\" stop-color=\"#ffffff\" stop-opacity=\"0\"/></radialGradient></defs>"
    );
    let body = match shape {
        Shape::Banner => banner(w, ht, h, caption, sub, light),
        Shape::Card => card(w, ht, h, caption, sub, light),
        Shape::Icon => icon(caption, light),
        Shape::Portrait => portrait(w, ht, caption, light),
        Shape::Logo => logo(caption, light),
        Shape::Poster => poster(w, ht, h, caption, light),
    };
    let radius = if matches!(shape, Shape::Icon) { 32 } else { 0 };
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{ht}\" viewBox=\"0 0 {w} {ht}\">{defs}\
         <rect width=\"{w}\" height=\"{ht}\" rx=\"{radius}\" fill=\"url(#bg)\"/><rect width=\"{w}\" height=\"{ht}\" rx=\"{radius}\" fill=\"url(#glow)\"/>{body}</svg>"
    )
}

/// A network of nodes and links scattered over the right part of the canvas.
fn network(x0: u64, y0: u64, w: u64, h: u64, seed: u64, color: &str) -> String {
    let mut out = String::new();
    let points: Vec<(u64, u64)> = (0..7u64)
        .map(|i| {
            let s = seed.rotate_left((i * 9) as u32);
            (x0 + s % w.max(1), y0 + (s >> 16) % h.max(1))
        })
        .collect();
    for pair in points.windows(2) {
        let ((ax, ay), (bx, by)) = (pair[0], pair[1]);
        out += &format!("<line x1=\"{ax}\" y1=\"{ay}\" x2=\"{bx}\" y2=\"{by}\" stroke=\"{color}\" stroke-opacity=\"0.45\" stroke-width=\"2\"/>");
    }
    for (i, (x, y)) in points.iter().enumerate() {
        let r = 5 + (i as u64 * 3) % 9;
        out += &format!("<circle cx=\"{x}\" cy=\"{y}\" r=\"{r}\" fill=\"#ffffff\" fill-opacity=\"0.8\"/><circle cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"none\" stroke=\"#ffffff\" stroke-opacity=\"0.3\"/>", r * 3);
    }
    out
}

/// A gear outline of `teeth` teeth centred at (cx, cy).
fn gear(cx: f64, cy: f64, r: f64, teeth: u32, color: &str, opacity: f64) -> String {
    let mut d = String::new();
    let n = teeth * 4;
    for i in 0..n {
        let a = std::f64::consts::TAU * f64::from(i) / f64::from(n);
        let rr = if (i / 2) % 2 == 0 { r * 1.18 } else { r };
        let (x, y) = (cx + rr * a.cos(), cy + rr * a.sin());
        d += &format!("{}{x:.1},{y:.1} ", if i == 0 { "M" } else { "L" });
    }
    format!(
        "<path d=\"{d}Z\" fill=\"{color}\" fill-opacity=\"{opacity}\"/><circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{:.1}\" fill=\"#ffffff\" fill-opacity=\"0.25\"/>",
        r * 0.45
    )
}

/// Rising bars of a chart with a trend line above them.
fn bars(x0: u64, base: u64, seed: u64, color: &str) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for i in 0..6u64 {
        let hgt = 30 + (seed >> (i * 5)) % 40 + i * 14;
        let x = x0 + i * 34;
        out += &format!("<rect x=\"{x}\" y=\"{}\" width=\"22\" height=\"{hgt}\" rx=\"4\" fill=\"{color}\" fill-opacity=\"0.75\"/>", base - hgt);
        line += &format!("{}{},{} ", if i == 0 { "M" } else { "L" }, x + 11, base - hgt - 16);
    }
    out + &format!("<path d=\"{line}\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-linecap=\"round\"/>")
}

fn skyline(w: u64, base: u64, color: &str) -> String {
    let mut d = format!("M0,{base} ");
    let mut x = 0;
    let mut i = 0;
    while x < w {
        let hgt = [60, 110, 80, 140, 70, 100][i % 6];
        d += &format!("L{x},{} L{},{} L{},{} ", base - hgt, x + 50, base - hgt - 24, x + 90, base - hgt);
        x += 120;
        i += 1;
    }
    format!("<path d=\"{d}L{w},{base} Z\" fill=\"{color}\" fill-opacity=\"0.35\"/>")
}

fn banner(w: u64, h: u64, seed: u64, caption: &str, sub: &str, light: &str) -> String {
    let grid: String = (1..24).map(|i| format!("<line x1=\"{}\" y1=\"0\" x2=\"{}\" y2=\"{h}\" stroke=\"#ffffff\" stroke-opacity=\"0.06\"/>", i * 80, i * 80)).collect();
    format!(
        "{grid}{}{}{}<text x=\"240\" y=\"220\" font-family=\"{FONT}\" font-size=\"64\" font-weight=\"700\" fill=\"#ffffff\">{}</text>\
         <text x=\"240\" y=\"290\" font-family=\"{FONT}\" font-size=\"28\" fill=\"#ffffff\" fill-opacity=\"0.85\">{}</text>\
         <rect x=\"240\" y=\"320\" width=\"120\" height=\"6\" rx=\"3\" fill=\"{light}\"/>",
        network(1100, 60, 700, 360, seed, light),
        gear(1500.0, 250.0, 110.0, 10, "#ffffff", 0.12),
        skyline(w, h, "#000000"),
        xml(caption),
        xml(sub)
    )
}

fn card(w: u64, h: u64, seed: u64, caption: &str, sub: &str, light: &str) -> String {
    let motif = match seed % 3 {
        0 => bars(380, 300, seed, light),
        1 => gear(500.0, 170.0, 80.0, 9, light, 0.6),
        _ => network(320, 60, 280, 240, seed, light),
    };
    format!(
        "{motif}{}<text x=\"40\" y=\"{}\" font-family=\"{FONT}\" font-size=\"36\" font-weight=\"700\" fill=\"#ffffff\">{}</text>\
         <text x=\"40\" y=\"{}\" font-family=\"{FONT}\" font-size=\"20\" fill=\"#ffffff\" fill-opacity=\"0.85\">{}</text>",
        skyline(w, h, "#000000"),
        h - 90,
        xml(caption),
        h - 52,
        xml(sub)
    )
}

fn icon(caption: &str, light: &str) -> String {
    // Two characters read as a word (设备, 质检); one alone looks like a letter.
    let mark: String = caption.chars().filter(|c| !c.is_ascii_punctuation() && !c.is_whitespace()).take(2).collect();
    let size = if mark.chars().count() > 1 { 50 } else { 64 };
    format!(
        "{}<text x=\"80\" y=\"{}\" text-anchor=\"middle\" font-family=\"{FONT}\" font-size=\"{size}\" font-weight=\"700\" fill=\"#ffffff\">{}</text>",
        gear(122.0, 38.0, 22.0, 8, light, 0.5),
        if size == 50 { 98 } else { 102 },
        xml(&mark)
    )
}

fn portrait(w: u64, h: u64, name: &str, light: &str) -> String {
    format!(
        "<circle cx=\"{}\" cy=\"150\" r=\"70\" fill=\"#ffffff\" fill-opacity=\"0.85\"/>\
         <path d=\"M{},{} C{},250 {},250 {},{} Z\" fill=\"#ffffff\" fill-opacity=\"0.85\"/>\
         <rect x=\"0\" y=\"{}\" width=\"{w}\" height=\"60\" fill=\"#000000\" fill-opacity=\"0.25\"/>\
         <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-family=\"{FONT}\" font-size=\"26\" fill=\"#ffffff\">{}</text>\
         <circle cx=\"{}\" cy=\"60\" r=\"10\" fill=\"{light}\"/>",
        w / 2,
        w / 2 - 130,
        h - 60,
        w / 2 - 110,
        w / 2 + 110,
        w / 2 + 130,
        h - 60,
        h - 60,
        w / 2,
        h - 20,
        xml(name),
        w - 40
    )
}

fn logo(name: &str, light: &str) -> String {
    format!(
        "{}<text x=\"100\" y=\"72\" font-family=\"{FONT}\" font-size=\"30\" font-weight=\"700\" fill=\"#ffffff\">{}</text>",
        gear(56.0, 60.0, 26.0, 8, light, 0.9),
        xml(name)
    )
}

fn poster(w: u64, h: u64, seed: u64, caption: &str, light: &str) -> String {
    let (cx, cy) = (w / 2, h / 2 - 20);
    format!(
        "{}{}<circle cx=\"{cx}\" cy=\"{cy}\" r=\"46\" fill=\"#000000\" fill-opacity=\"0.35\" stroke=\"#ffffff\" stroke-width=\"3\"/>\
         <path d=\"M{},{} L{},{} L{},{} Z\" fill=\"#ffffff\"/>\
         <text x=\"{cx}\" y=\"{}\" text-anchor=\"middle\" font-family=\"{FONT}\" font-size=\"30\" font-weight=\"700\" fill=\"#ffffff\">{}</text>",
        network(40, 30, 560, 120, seed, light),
        skyline(w, h, "#000000"),
        cx - 14,
        cy - 22,
        cx - 14,
        cy + 22,
        cx + 24,
        cy,
        h - 50,
        xml(caption)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_is_well_formed_svg_with_its_caption_escaped() {
        for shape in [Shape::Banner, Shape::Card, Shape::Icon, Shape::Portrait, Shape::Logo, Shape::Poster] {
            let s = svg(shape, "设备<管理>&云", "副标题");
            assert!(s.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""), "{shape:?}");
            assert!(s.ends_with("</svg>"));
            assert!(!s.contains("<管理>"), "caption escaped in {shape:?}");
            assert!(!s.contains("script"));
        }
        assert!(svg(Shape::Banner, "设备管理云平台", "").contains("设备管理云平台"));
    }

    #[test]
    fn palettes_follow_the_caption() {
        assert_eq!(svg(Shape::Card, "甲", "x"), svg(Shape::Card, "甲", "x"));
        let distinct: std::collections::BTreeSet<String> =
            ["设备", "能耗", "质量", "仓储", "排产", "协同"].iter().map(|c| svg(Shape::Icon, c, "")[..400].to_string()).collect();
        assert!(distinct.len() > 1);
    }
}
