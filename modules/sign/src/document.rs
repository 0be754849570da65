//! The service contract as a PDF, drawn with krilla in the configured CJK font
//! (subset into the file, so Chinese shows on any reader): title, number,
//! parties, the order's lines, terms, and each party's signing place, where
//! its signature field shows its seal and date once it signs (`pades`).

use crate::seal;
use services::esign::ContractBody;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point};
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::{Fill, FillRule, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};
use krilla::Document;
use std::path::Path;
use std::sync::{Arc, Mutex};

const WIDTH: f32 = 595.0;
const HEIGHT: f32 = 842.0;
const MARGIN: f32 = 60.0;

/// The contract's font: for krilla's page, and its bytes for the seals' outlines.
#[derive(Clone)]
pub struct LoadedFont {
    pub font: Font,
    pub data: Arc<Vec<u8>>,
    pub index: u32,
}

impl LoadedFont {
    /// The face for glyph outlines.
    pub fn face(&self) -> Result<skrifa::FontRef<'_>, String> {
        skrifa::FontRef::from_index(&self.data, self.index).map_err(|e| format!("合同字体无法读取：{e}"))
    }
}

/// The font once read (the collection is ~20 MB; only used glyphs go into a PDF).
/// A failure is not kept: a font installed later is found on the next try.
static FONT: Mutex<Option<LoadedFont>> = Mutex::new(None);

pub fn font(path: &Path, index: u32) -> Result<LoadedFont, String> {
    let mut kept = FONT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(f) = kept.as_ref() {
        return Ok(f.clone());
    }
    let data = std::fs::read(path).map_err(|e| format!("合同字体不可用（{}）：{e}", path.display()))?;
    let data = Arc::new(data);
    let font = Font::new(data.as_ref().clone().into(), index).ok_or_else(|| format!("合同字体无法读取：{}", path.display()))?;
    let loaded = LoadedFont { font, data, index };
    loaded.face()?;
    *kept = Some(loaded.clone());
    Ok(loaded)
}

/// What a contract page shows besides its body.
pub struct Contract<'a> {
    pub title: &'a str,
    pub contract_no: &'a str,
    pub party_a: &'a str,
    pub body: &'a ContractBody,
}

/// A party's signing place on the page (origin top-left, y down, points):
/// where its signature field lies, and inside it where the seal and the date go.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Place {
    pub x: f32,
    pub y: f32,
    pub width: f32,
    pub height: f32,
    /// The date's baseline start, inside the place.
    pub date_at: (f32, f32),
    /// The seal's centre, inside the place.
    pub seal_centre: (f32, f32),
}

impl Place {
    /// The rectangle in PDF user space (origin bottom-left, y up).
    pub fn rect(&self) -> [f32; 4] {
        [self.x, HEIGHT - self.y - self.height, self.x + self.width, HEIGHT - self.y]
    }

    /// The seal's top-left corner for a seal of `size`, inside the place.
    pub fn seal_at(&self, size: f32) -> (f32, f32) {
        (self.seal_centre.0 - size / 2.0, self.seal_centre.1 - size / 2.0)
    }
}

/// The seal's side: the round company seal is larger than a personal one.
pub fn seal_size(kind: i64) -> f32 {
    if kind == seal::COMPANY {
        100.0
    } else {
        70.0
    }
}

pub const DATE_SIZE: f32 = 10.5;

const TERMS: &[&str] = &[
    "甲方在乙方支付完成后为乙方开通上述产品服务，服务期限自开通之日起计算，到期后乙方可续订。",
    "乙方应遵守平台用户协议与隐私政策，妥善保管账号，不得将服务用于任何违法用途。",
    "服务期间甲方保障服务稳定运行并提供技术支持；因不可抗力导致的服务中断，双方互不承担责任。",
    "本合同自双方签署之日起生效，以电子签名方式签署，与纸质合同具有同等法律效力。",
];

/// Width of `text` at `size`: full width for CJK, about half for Latin letters and digits.
fn text_width(text: &str, size: f32) -> f32 {
    text.chars().map(|c| if c.is_ascii() { 0.55 } else { 1.0 }).sum::<f32>() * size
}

/// Punctuation that never starts a line: it stays at the end of the line before.
const NO_LINE_START: &str = "，。、；：！？）》」』】,.;:!?)";

/// Breaks `text` into lines no wider than `max` (CJK text breaks between any
/// two characters, except before closing punctuation, which may overhang).
fn wrap(text: &str, size: f32, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for c in text.chars() {
        let mut next = line.clone();
        next.push(c);
        if text_width(&next, size) > max && !line.is_empty() && !NO_LINE_START.contains(c) {
            lines.push(std::mem::take(&mut line));
        }
        line.push(c);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

fn fill(r: u8, g: u8, b: u8) -> Fill {
    Fill { paint: rgb::Color::new(r, g, b).into(), opacity: NormalizedF32::ONE, rule: FillRule::default() }
}

fn stroke(width: f32, (r, g, b): (u8, u8, u8)) -> Stroke {
    Stroke { paint: rgb::Color::new(r, g, b).into(), width, ..Stroke::default() }
}

fn line(surface: &mut Surface, x1: f32, y1: f32, x2: f32, y2: f32) {
    let mut pb = PathBuilder::new();
    pb.move_to(x1, y1);
    pb.line_to(x2, y2);
    if let Some(path) = pb.finish() {
        surface.set_fill(None);
        surface.set_stroke(Some(stroke(0.8, (0x55, 0x55, 0x55))));
        surface.draw_path(&path);
        surface.set_stroke(None);
    }
}

struct Writer<'s, 'p> {
    surface: &'s mut Surface<'p>,
    font: Font,
    y: f32,
}

impl Writer<'_, '_> {
    fn text(&mut self, x: f32, y: f32, size: f32, text: &str) {
        self.surface.set_fill(Some(fill(0x1f, 0x1f, 0x1f)));
        self.surface.draw_text(Point::from_xy(x, y), self.font.clone(), size, text, false, TextDirection::Auto);
    }

    fn centred(&mut self, size: f32, text: &str) {
        let x = (WIDTH - text_width(text, size)) / 2.0;
        self.y += size * 1.6;
        let y = self.y;
        self.text(x, y, size, text);
    }

    fn paragraph(&mut self, size: f32, indent: f32, text: &str) {
        for l in wrap(text, size, WIDTH - 2.0 * MARGIN - indent) {
            self.y += size * 1.7;
            let y = self.y;
            self.text(MARGIN + indent, y, size, &l);
        }
    }
}

/// A party's place: its block starts at `x` with the heading's baseline at `sign_y`.
fn place(x: f32, sign_y: f32) -> Place {
    Place::at(x, sign_y - 62.0, 225.0, 124.0)
}

impl Place {
    /// A place of this box: the date after its label on the heading's third line, the seal over the line.
    fn at(x: f32, y: f32, width: f32, height: f32) -> Place {
        Place { x, y, width, height, date_at: (text_width("签署日期：", DATE_SIZE), 106.0), seal_centre: (120.0, 70.0) }
    }

    /// The place of a signature field already in a PDF, from its rectangle (PDF user space):
    /// a later signer fills the field where the document put it, whatever the layout is today.
    pub fn of_rect([x0, y0, x1, y1]: [f32; 4]) -> Place {
        Place::at(x0, HEIGHT - y1, x1 - x0, y1 - y0)
    }
}

/// Renders the contract (the same input gives the same layout) and its two signing places, 甲方's and 乙方's.
pub fn render(font: &Font, c: &Contract) -> anyhow::Result<(Vec<u8>, [Place; 2])> {
    let mut document = Document::new();
    let mut page = document.start_page_with(PageSettings::from_wh(WIDTH, HEIGHT).ok_or_else(|| anyhow::anyhow!("page size"))?);
    let mut surface = page.surface();
    let mut w = Writer { surface: &mut surface, font: font.clone(), y: MARGIN };
    w.centred(20.0, c.title);
    w.y += 6.0;
    let no = format!("合同编号：{}", c.contract_no);
    w.y += 16.0;
    let y = w.y;
    w.text(WIDTH - MARGIN - text_width(&no, 9.5), y, 9.5, &no);
    w.y += 10.0;
    w.paragraph(11.0, 0.0, &format!("甲方（服务方）：{}", c.party_a));
    w.paragraph(11.0, 0.0, &format!("乙方（客户方）：{}", c.body.party_b));
    w.y += 6.0;
    w.paragraph(11.0, 0.0, &format!("甲乙双方经友好协商，就乙方通过平台订购以下产品服务（订单编号：{}）达成如下协议：", c.body.reference_no));

    // The lines as a table.
    let cols = [MARGIN, MARGIN + 170.0, MARGIN + 290.0, MARGIN + 370.0, WIDTH - MARGIN];
    w.y += 14.0;
    let top = w.y;
    let row_h = 24.0;
    let header = ["产品", "版本", "期限", "金额（元）"];
    let mut rows: Vec<[String; 4]> = c.body.lines.iter().map(|l| [l.product_name.clone(), l.version_name.clone(), l.term.clone(), l.amount.clone()]).collect();
    rows.push(["合计".into(), String::new(), String::new(), c.body.total.clone()]);
    for (i, cells) in std::iter::once(header.map(String::from)).chain(rows).enumerate() {
        let y0 = top + row_h * i as f32;
        for (k, cell) in cells.iter().enumerate() {
            let room = cols[k + 1] - cols[k] - 12.0;
            let mut text = cell.clone();
            while text_width(&text, 10.0) > room && text.chars().count() > 1 {
                text.pop();
            }
            w.text(cols[k] + 6.0, y0 + 16.0, 10.0, &text);
        }
    }
    let bottom = top + row_h * (c.body.lines.len() + 2) as f32;
    for i in 0..=(c.body.lines.len() + 2) {
        let y = top + row_h * i as f32;
        line(w.surface, cols[0], y, cols[4], y);
    }
    for x in cols {
        line(w.surface, x, top, x, bottom);
    }
    w.y = bottom + 8.0;

    for (i, term) in TERMS.iter().enumerate() {
        w.paragraph(10.5, 0.0, &format!("{}. {term}", i + 1));
    }

    // Signatures, with room above for the seal.
    w.y += 70.0;
    let sign_y = w.y;
    let b_x = WIDTH / 2.0 + 10.0;
    for (x, heading, name) in [(MARGIN, "甲方（盖章）：", c.party_a), (b_x, "乙方（盖章）：", c.body.party_b.as_str())] {
        w.text(x, sign_y, 11.0, heading);
        w.text(x, sign_y + 22.0, 10.5, name);
        w.text(x, sign_y + 44.0, DATE_SIZE, "签署日期：");
    }
    surface.finish();
    page.finish();
    let bytes = document.finish().map_err(|e| anyhow::anyhow!("PDF: {e:?}"))?;
    Ok((bytes, [place(MARGIN, sign_y), place(b_x, sign_y)]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_two_signing_places_sit_side_by_side_within_the_margins() {
        let (a, b) = (place(MARGIN, 600.0), place(WIDTH / 2.0 + 10.0, 600.0));
        assert!(a.x + a.width <= b.x, "甲方's place ends before 乙方's");
        assert!(b.x + b.width <= WIDTH - MARGIN + 1.0);
        let [x0, y0, x1, y1] = b.rect();
        assert_eq!((x0, x1), (b.x, b.x + b.width));
        assert!((y1 - y0 - b.height).abs() < 1e-3 && y1 == HEIGHT - b.y, "PDF space is y up");
        let (sx, sy) = a.seal_at(seal_size(seal::COMPANY));
        assert!(sx >= 0.0 && sy >= 0.0 && sx + 100.0 <= a.width && sy + 100.0 <= a.height, "the company seal fits its place");
        assert!(a.date_at.1 < a.height);
        assert_eq!(Place::of_rect(b.rect()), b, "a field's rectangle gives its place back");
    }

    #[test]
    fn long_chinese_lines_wrap_within_the_width() {
        let text = "甲乙双方经友好协商".repeat(10);
        let lines = wrap(&text, 10.0, 100.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| text_width(l, 10.0) <= 110.0), "at most one overhanging mark");
        assert!(lines.iter().all(|l| !NO_LINE_START.contains(l.chars().next().unwrap())));
        assert_eq!(lines.concat(), text);
        let sentence = "甲乙双方经友好协商达成如下协议。";
        assert!(wrap(sentence, 10.0, 150.0).iter().all(|l| !l.starts_with('。')));
    }

    #[test]
    fn latin_letters_and_digits_take_about_half_a_chinese_character() {
        assert_eq!(text_width("甲乙", 10.0), 20.0);
        assert!((text_width("OD20", 10.0) - 22.0).abs() < 1e-4);
        assert_eq!(text_width("", 10.0), 0.0);
    }

    #[test]
    fn a_line_that_fits_exactly_is_not_broken() {
        assert_eq!(wrap("甲乙丙丁", 10.0, 40.0), vec!["甲乙丙丁"]);
        assert_eq!(wrap("甲乙丙丁戊", 10.0, 40.0), vec!["甲乙丙丁", "戊"]);
        assert!(wrap("", 10.0, 40.0).is_empty());
    }

    #[test]
    fn a_character_wider_than_the_line_still_gets_a_line_of_its_own() {
        assert_eq!(wrap("甲乙", 10.0, 5.0), vec!["甲", "乙"]);
    }

    #[test]
    fn closing_punctuation_overhangs_rather_than_starting_a_line() {
        assert_eq!(wrap("甲乙丙丁。", 10.0, 40.0), vec!["甲乙丙丁。"]);
        assert_eq!(wrap("甲乙丙丁）》", 10.0, 40.0), vec!["甲乙丙丁）》"]);
    }
}
