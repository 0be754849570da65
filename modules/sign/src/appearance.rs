//! A signature's visible appearance: the party's seal and the signing date,
//! drawn as vector paths (glyph outlines from the contract's font by skrifa,
//! so the appearance stream needs no font of its own) into a PDF form
//! XObject's content, laid out like the seal on screen (`seal::layout`).

use crate::seal::{self, INK};
use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, MetadataProvider};
use std::fmt::Write;

/// What one signature shows, in its widget's box (origin top-left, y down, points).
pub struct Mark<'a> {
    pub kind: i64,
    pub name: &'a str,
    pub seal_size: f32,
    pub seal_at: (f32, f32),
    /// The date's text and where its baseline starts.
    pub date: &'a str,
    pub date_at: (f32, f32),
    pub date_size: f32,
}

/// Emits a glyph's outline as PDF path operators, quadratic segments raised to cubic.
struct Pen<'a> {
    out: &'a mut String,
    last: (f32, f32),
}

impl OutlinePen for Pen<'_> {
    fn move_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.out, "{x:.2} {y:.2} m ");
        self.last = (x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.out, "{x:.2} {y:.2} l ");
        self.last = (x, y);
    }
    fn quad_to(&mut self, cx: f32, cy: f32, x: f32, y: f32) {
        let (x0, y0) = self.last;
        let (c1x, c1y) = (x0 + 2.0 / 3.0 * (cx - x0), y0 + 2.0 / 3.0 * (cy - y0));
        let (c2x, c2y) = (x + 2.0 / 3.0 * (cx - x), y + 2.0 / 3.0 * (cy - y));
        let _ = write!(self.out, "{c1x:.2} {c1y:.2} {c2x:.2} {c2y:.2} {x:.2} {y:.2} c ");
        self.last = (x, y);
    }
    fn curve_to(&mut self, c1x: f32, c1y: f32, c2x: f32, c2y: f32, x: f32, y: f32) {
        let _ = write!(self.out, "{c1x:.2} {c1y:.2} {c2x:.2} {c2y:.2} {x:.2} {y:.2} c ");
        self.last = (x, y);
    }
    fn close(&mut self) {
        self.out.push_str("h ");
    }
}

/// A character's advance at `size`; CJK fonts are full width where a glyph is missing.
fn advance(font: &FontRef, ch: char, size: f32) -> f32 {
    let gid = font.charmap().map(ch);
    gid.and_then(|g| font.glyph_metrics(Size::new(size), LocationRef::default()).advance_width(g)).unwrap_or(size)
}

/// Draws `ch` with its origin (baseline, left) at the current point: the
/// caller's space is y down, a glyph's is y up, hence the flip.
fn glyph(out: &mut String, font: &FontRef, ch: char, size: f32) {
    let Some(gid) = font.charmap().map(ch) else { return };
    let Some(outline) = font.outline_glyphs().get(gid) else { return };
    out.push_str("q 1 0 0 -1 0 0 cm ");
    let mut pen = Pen { out, last: (0.0, 0.0) };
    if outline.draw(DrawSettings::unhinted(Size::new(size), LocationRef::default()), &mut pen).is_ok() {
        out.push_str("f ");
    }
    out.push_str("Q ");
}

fn rgb((r, g, b): (u8, u8, u8)) -> String {
    format!("{:.3} {:.3} {:.3}", r as f32 / 255.0, g as f32 / 255.0, b as f32 / 255.0)
}

/// The content stream of a widget `width` × `height` showing `mark`.
pub fn content(font: &FontRef, mark: &Mark, height: f32) -> String {
    let mut out = String::new();
    // Top-left origin, y down, like the page's layout.
    let _ = write!(out, "q 1 0 0 -1 0 {height:.2} cm ");
    // The date, in the text's colour.
    let _ = write!(out, "{} rg ", rgb((0x1f, 0x1f, 0x1f)));
    let (mut x, y) = mark.date_at;
    for ch in mark.date.chars() {
        let _ = write!(out, "q 1 0 0 1 {x:.2} {y:.2} cm ");
        glyph(&mut out, font, ch, mark.date_size);
        out.push_str("Q ");
        x += advance(font, ch, mark.date_size);
    }
    // The seal, in ink.
    let l = seal::layout(mark.kind, mark.name, mark.seal_size);
    let ink = rgb(INK);
    let _ = write!(out, "q 1 0 0 1 {:.2} {:.2} cm {ink} RG {ink} rg {:.2} w ", mark.seal_at.0, mark.seal_at.1, l.border);
    let half = l.border / 2.0;
    if l.round {
        let (c, r) = (l.size / 2.0, l.size / 2.0 - half);
        let k = 0.552_284_8 * r;
        let _ = write!(
            out,
            "{:.2} {:.2} m {:.2} {:.2} {:.2} {:.2} {:.2} {:.2} c {:.2} {:.2} {:.2} {:.2} {:.2} {:.2} c {:.2} {:.2} {:.2} {:.2} {:.2} {:.2} c {:.2} {:.2} {:.2} {:.2} {:.2} {:.2} c h S ",
            c, c - r,
            c + k, c - r, c + r, c - k, c + r, c,
            c + r, c + k, c + k, c + r, c, c + r,
            c - k, c + r, c - r, c + k, c - r, c,
            c - r, c - k, c - k, c - r, c, c - r
        );
    } else {
        let _ = write!(out, "{:.2} {:.2} {:.2} {:.2} re S ", half, l.size * 0.25, l.size - 2.0 * half, l.size * 0.5);
    }
    if let Some((first, rest)) = l.star.split_first() {
        let _ = write!(out, "{:.2} {:.2} m ", first.0, first.1);
        for (px, py) in rest {
            let _ = write!(out, "{px:.2} {py:.2} l ");
        }
        out.push_str("h f ");
    }
    for g in &l.glyphs {
        let (sin, cos) = g.rotate.to_radians().sin_cos();
        let w = advance(font, g.ch, g.size);
        let _ = write!(out, "q {cos:.4} {sin:.4} {:.4} {cos:.4} {:.2} {:.2} cm 1 0 0 1 {:.2} {:.2} cm ", -sin, g.x, g.y, -w / 2.0, g.size * 0.36);
        glyph(&mut out, font, g.ch, g.size);
        out.push_str("Q ");
    }
    out.push_str("Q Q");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quadratic_segment_becomes_the_equivalent_cubic() {
        let mut out = String::new();
        let mut pen = Pen { out: &mut out, last: (0.0, 0.0) };
        pen.move_to(0.0, 0.0);
        pen.quad_to(3.0, 3.0, 6.0, 0.0);
        pen.close();
        assert_eq!(out, "0.00 0.00 m 2.00 2.00 4.00 2.00 6.00 0.00 c h ");
    }
}
