//! PAdES signatures inside the contract's PDF, with lopdf: 甲方's certifying
//! signature (DocMDP P=2: only form filling and signing may follow) made with
//! both signature fields, and 乙方's as an incremental update filling its
//! field, which leaves the first signature's bytes untouched. Each revision
//! carries a signature dictionary (ETSI.CAdES.detached) whose ByteRange
//! covers the whole file but the Contents hole, the seal's appearance, and a
//! document security store (certificates and the CA's revocation list) so the
//! file verifies offline (B-LT).

use lopdf::{dictionary, Dictionary, IncrementalDocument, Object, ObjectId, Stream, StringFormat};

/// Room for the CMS (signature, certificates, timestamp token): DER bytes.
const CONTENTS_BYTES: usize = 24 * 1024;
/// ByteRange numbers are written this wide and filled in once the offsets are known.
const RANGE_PLACEHOLDER: i64 = 9_999_999_999;

pub const FIELD_A: &str = "PartyA";
pub const FIELD_B: &str = "PartyB";

/// A signature field on the first page: its name, tooltip and rectangle (PDF user space, y up).
pub struct Field<'a> {
    pub name: &'a str,
    pub label: &'a str,
    pub rect: [f32; 4],
}

/// Who signs, why and when (the dictionary's /M, as PDF date text).
pub struct Meta<'a> {
    pub signer: &'a str,
    pub reason: &'a str,
    pub time: &'a str,
}

/// Validation data for the document security store.
#[derive(Default, Clone)]
pub struct ValidationData {
    pub certs: Vec<Vec<u8>>,
    pub crls: Vec<Vec<u8>>,
}

/// A revision written with its Contents hole: hash `signed_bytes`, sign, then `finish`.
pub struct Prepared {
    bytes: Vec<u8>,
    /// Offsets of the hole: '<' and one past '>'.
    hole: (usize, usize),
}

impl Prepared {
    /// The bytes the signature covers: all but the hole.
    pub fn signed_bytes(&self) -> impl Iterator<Item = &[u8]> {
        [&self.bytes[..self.hole.0], &self.bytes[self.hole.1..]].into_iter()
    }

    /// The file with the CMS in its hole.
    pub fn finish(mut self, cms: &[u8]) -> anyhow::Result<Vec<u8>> {
        anyhow::ensure!(cms.len() <= CONTENTS_BYTES, "the signature ({} bytes) does not fit its room", cms.len());
        let hex = hex::encode_upper(cms);
        self.bytes[self.hole.0 + 1..self.hole.0 + 1 + hex.len()].copy_from_slice(hex.as_bytes());
        Ok(self.bytes)
    }
}

/// A PDF text string: UTF-16BE with its byte-order mark, so Chinese reads in every reader.
fn text(s: &str) -> Object {
    let mut bytes = vec![0xfe, 0xff];
    for unit in s.encode_utf16() {
        bytes.extend_from_slice(&unit.to_be_bytes());
    }
    Object::String(bytes, StringFormat::Hexadecimal)
}

fn rect(r: [f32; 4]) -> Object {
    Object::Array(r.iter().map(|v| Object::Real(*v)).collect())
}

fn signature_dictionary(meta: &Meta, certify: bool) -> Dictionary {
    let mut d = dictionary! {
        "Type" => "Sig",
        "Filter" => "Adobe.PPKLite",
        "SubFilter" => "ETSI.CAdES.detached",
        "ByteRange" => vec![0.into(), RANGE_PLACEHOLDER.into(), RANGE_PLACEHOLDER.into(), RANGE_PLACEHOLDER.into()],
        "Contents" => Object::String(vec![0; CONTENTS_BYTES], StringFormat::Hexadecimal),
        "M" => Object::string_literal(meta.time),
        "Name" => text(meta.signer),
        "Reason" => text(meta.reason),
    };
    if certify {
        let params = dictionary! { "Type" => "TransformParams", "P" => 2, "V" => "1.2" };
        let reference = dictionary! { "Type" => "SigRef", "TransformMethod" => "DocMDP", "TransformParams" => params };
        d.set("Reference", vec![Object::Dictionary(reference)]);
    }
    d
}

fn appearance(content: String, width: f32, height: f32) -> Stream {
    let dict = dictionary! {
        "Type" => "XObject",
        "Subtype" => "Form",
        "BBox" => rect([0.0, 0.0, width, height]),
        "Resources" => Dictionary::new(),
    };
    Stream::new(dict, content.into_bytes())
}

fn security_store(doc: &mut IncrementalDocument, data: &ValidationData) -> ObjectId {
    let mut streams = |items: &[Vec<u8>]| -> Vec<Object> { items.iter().map(|b| doc.new_document.add_object(Stream::new(Dictionary::new(), b.clone())).into()).collect() };
    let certs = streams(&data.certs);
    let crls = streams(&data.crls);
    doc.new_document.add_object(dictionary! { "Type" => "DSS", "Certs" => certs, "CRLs" => crls })
}

fn load(pdf: &[u8]) -> anyhow::Result<(IncrementalDocument, ObjectId, ObjectId)> {
    let doc = IncrementalDocument::load_from(pdf)?;
    let root = doc.get_prev_documents().trailer.get(b"Root")?.as_reference()?;
    let page = *doc.get_prev_documents().get_pages().get(&1).ok_or_else(|| anyhow::anyhow!("the PDF has no page"))?;
    Ok((doc, root, page))
}

/// Writes the revision and finds its hole and ByteRange placeholder, which it fills in.
fn write(mut doc: IncrementalDocument, previous: usize) -> anyhow::Result<Prepared> {
    let mut bytes = Vec::with_capacity(previous + 2 * CONTENTS_BYTES + 16 * 1024);
    doc.save_to(&mut bytes)?;
    let find = |needle: &[u8]| bytes[previous..].windows(needle.len()).position(|w| w == needle).map(|p| p + previous);
    let zeros = format!("<{}>", "0".repeat(2 * CONTENTS_BYTES));
    let start = find(zeros.as_bytes()).ok_or_else(|| anyhow::anyhow!("no signature hole in the revision"))?;
    let end = start + zeros.len();
    let placeholder = format!("[0 {RANGE_PLACEHOLDER} {RANGE_PLACEHOLDER} {RANGE_PLACEHOLDER}]");
    let at = find(placeholder.as_bytes()).ok_or_else(|| anyhow::anyhow!("no ByteRange in the revision"))?;
    let range = format!("[0 {start} {end} {}]", bytes.len() - end);
    anyhow::ensure!(range.len() <= placeholder.len(), "ByteRange too long");
    let padded = format!("{range:<width$}", width = placeholder.len());
    bytes[at..at + placeholder.len()].copy_from_slice(padded.as_bytes());
    Ok(Prepared { bytes, hole: (start, end) })
}

/// 甲方's certifying revision: both signature fields on the first page, the
/// first (`fields[0]`) signed with `look` (content, width, height) as its appearance.
pub fn certify(pdf: &[u8], fields: [&Field; 2], look: (String, f32, f32), meta: &Meta, data: &ValidationData) -> anyhow::Result<Prepared> {
    let (mut doc, root, page) = load(pdf)?;
    let sig = doc.new_document.add_object(signature_dictionary(meta, true));
    let ap = doc.new_document.add_object(appearance(look.0, look.1, look.2));
    let mut widgets = Vec::new();
    for (i, f) in fields.iter().enumerate() {
        let mut w = dictionary! {
            "Type" => "Annot",
            "Subtype" => "Widget",
            "FT" => "Sig",
            "T" => Object::string_literal(f.name),
            "TU" => text(f.label),
            "F" => 4,
            "Rect" => rect(f.rect),
            "P" => page,
        };
        if i == 0 {
            w.set("V", sig);
            w.set("AP", dictionary! { "N" => ap });
        }
        widgets.push(doc.new_document.add_object(w));
    }
    let dss = security_store(&mut doc, data);
    doc.opt_clone_object_to_new_document(page)?;
    let page_dict = doc.new_document.get_object_mut(page)?.as_dict_mut()?;
    let mut annots = page_dict.get(b"Annots").and_then(|a| a.as_array()).cloned().unwrap_or_default();
    annots.extend(widgets.iter().map(|w| Object::Reference(*w)));
    page_dict.set("Annots", annots);
    doc.opt_clone_object_to_new_document(root)?;
    let catalog = doc.new_document.get_object_mut(root)?.as_dict_mut()?;
    let fields_list: Vec<Object> = widgets.iter().map(|w| Object::Reference(*w)).collect();
    catalog.set("AcroForm", dictionary! { "Fields" => fields_list, "SigFlags" => 3 });
    catalog.set("Perms", dictionary! { "DocMDP" => sig });
    catalog.set("DSS", dss);
    write(doc, pdf.len())
}

/// A later party's revision: fills the empty field `name` with a signature and its appearance.
pub fn sign_field(pdf: &[u8], name: &str, look: (String, f32, f32), meta: &Meta, data: &ValidationData) -> anyhow::Result<Prepared> {
    let (mut doc, root, _) = load(pdf)?;
    let field = find_field(doc.get_prev_documents(), name)?;
    anyhow::ensure!(!doc.get_prev_documents().get_dictionary(field)?.has(b"V"), "the field {name} is signed already");
    let sig = doc.new_document.add_object(signature_dictionary(meta, false));
    let ap = doc.new_document.add_object(appearance(look.0, look.1, look.2));
    let dss = security_store(&mut doc, data);
    doc.opt_clone_object_to_new_document(field)?;
    let widget = doc.new_document.get_object_mut(field)?.as_dict_mut()?;
    widget.set("V", sig);
    widget.set("AP", dictionary! { "N" => ap });
    doc.opt_clone_object_to_new_document(root)?;
    doc.new_document.get_object_mut(root)?.as_dict_mut()?.set("DSS", dss);
    write(doc, pdf.len())
}

/// The signature field of this name in the document's form.
fn find_field(doc: &lopdf::Document, name: &str) -> anyhow::Result<ObjectId> {
    let form = doc.catalog()?.get(b"AcroForm")?;
    let form = match form {
        Object::Reference(id) => doc.get_dictionary(*id)?,
        other => other.as_dict()?,
    };
    form.get(b"Fields")?
        .as_array()?
        .iter()
        .filter_map(|f| f.as_reference().ok())
        .find(|id| doc.get_dictionary(*id).ok().and_then(|d| d.get(b"T").ok()).and_then(|t| t.as_str().ok()) == Some(name.as_bytes()))
        .ok_or_else(|| anyhow::anyhow!("no signature field {name}"))
}

/// The rectangle (PDF user space) of the signature field of this name.
pub fn field_rect(pdf: &[u8], name: &str) -> anyhow::Result<[f32; 4]> {
    let doc = lopdf::Document::load_mem(pdf)?;
    let rect = doc.get_dictionary(find_field(&doc, name)?)?.get(b"Rect")?.as_array()?.iter().map(|v| v.as_float()).collect::<Result<Vec<f32>, _>>()?;
    anyhow::ensure!(rect.len() == 4, "a Rect of {} numbers", rect.len());
    Ok([rect[0], rect[1], rect[2], rect[3]])
}

/// A signature found in a PDF, before any cryptography: what it claims and the bytes it covers.
pub struct Found {
    pub field: String,
    pub signer_name: Option<String>,
    pub reason: Option<String>,
    pub certifies: bool,
    pub byte_range: [usize; 4],
    /// The CMS, without the hole's zero padding past its DER end.
    pub cms: Vec<u8>,
}

impl Found {
    /// Whether the range covers the file but the hole: starts at 0, ends at the file's end.
    pub fn covers_whole(&self, len: usize) -> bool {
        let [a, b, c, d] = self.byte_range;
        a == 0 && c + d == len && b < c
    }

    /// The covered bytes, or None when the range lies outside the file.
    pub fn covered<'p>(&self, pdf: &'p [u8]) -> Option<[&'p [u8]; 2]> {
        let [a, b, c, d] = self.byte_range;
        (a + b <= c && c.checked_add(d)? <= pdf.len() && a == 0).then(|| [&pdf[a..a + b], &pdf[c..c + d]])
    }
}

fn decode_text(o: &Object) -> Option<String> {
    let bytes = o.as_str().ok()?;
    if bytes.starts_with(&[0xfe, 0xff]) {
        let units: Vec<u16> = bytes[2..].chunks_exact(2).map(|c| u16::from_be_bytes([c[0], c[1]])).collect();
        return String::from_utf16(&units).ok();
    }
    Some(String::from_utf8_lossy(bytes).into_owned())
}

/// Every signature of the PDF, in the order they were made.
pub fn signatures(pdf: &[u8]) -> anyhow::Result<Vec<Found>> {
    let doc = lopdf::Document::load_mem(pdf)?;
    let mut found = Vec::new();
    for (_, object) in doc.objects.iter() {
        let Ok(widget) = object.as_dict() else { continue };
        if widget.get(b"FT").and_then(|t| t.as_name()).ok() != Some(b"Sig".as_slice()) {
            continue;
        }
        let Ok(value) = widget.get(b"V") else { continue };
        let sig = match value {
            Object::Reference(id) => doc.get_dictionary(*id)?,
            other => other.as_dict()?,
        };
        let range: Vec<usize> = sig.get(b"ByteRange")?.as_array()?.iter().map(|v| v.as_i64().map(|n| n.max(0) as usize)).collect::<Result<_, _>>()?;
        anyhow::ensure!(range.len() == 4, "a ByteRange of {} numbers", range.len());
        let contents = sig.get(b"Contents")?.as_str()?;
        found.push(Found {
            field: widget.get(b"T").ok().and_then(decode_text).unwrap_or_default(),
            signer_name: sig.get(b"Name").ok().and_then(decode_text),
            reason: sig.get(b"Reason").ok().and_then(decode_text),
            certifies: sig.has(b"Reference"),
            byte_range: [range[0], range[1], range[2], range[3]],
            cms: der_prefix(contents).to_vec(),
        });
    }
    found.sort_by_key(|f| f.byte_range[1]);
    Ok(found)
}

/// The DER element at the start of `bytes` (the hole is padded with zeros after it).
fn der_prefix(bytes: &[u8]) -> &[u8] {
    let Some((&tag, rest)) = bytes.split_first() else { return bytes };
    if tag != 0x30 || rest.is_empty() {
        return bytes;
    }
    let (len, header) = match rest[0] {
        n if n < 0x80 => (n as usize, 2),
        n => {
            let k = (n & 0x7f) as usize;
            if k == 0 || k > 4 || rest.len() < 1 + k {
                return bytes;
            }
            (rest[1..=k].iter().fold(0usize, |acc, b| acc << 8 | *b as usize), 2 + k)
        }
    };
    &bytes[..(header + len).min(bytes.len())]
}

/// PDF date text of a moment in Beijing time: D:YYYYMMDDHHmmSS+08'00'.
pub fn pdf_time(ms: i64) -> String {
    let t = kernel::time::format_ms(Some(ms)).unwrap_or_default().replace(['-', ' ', ':'], "");
    format!("D:{t}+08'00'")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_der_element_is_cut_from_its_zero_padding() {
        assert_eq!(der_prefix(&[0x30, 0x03, 1, 2, 3, 0, 0, 0]), &[0x30, 0x03, 1, 2, 3]);
        assert_eq!(der_prefix(&[0x30, 0x82, 0x00, 0x02, 9, 9, 0, 0]), &[0x30, 0x82, 0x00, 0x02, 9, 9]);
        assert_eq!(der_prefix(&[0, 0, 0]), &[0, 0, 0], "not DER: left whole for the decoder to refuse");
    }

    #[test]
    fn chinese_text_strings_are_utf16_with_a_byte_order_mark_and_read_back() {
        let o = text("甲方签章");
        assert_eq!(&o.as_str().unwrap()[..2], &[0xfe, 0xff]);
        assert_eq!(decode_text(&o).unwrap(), "甲方签章");
    }

    #[test]
    fn a_range_covers_the_whole_file_only_from_its_start_to_its_end() {
        let f = |r: [usize; 4]| Found { field: String::new(), signer_name: None, reason: None, certifies: false, byte_range: r, cms: vec![] };
        assert!(f([0, 10, 20, 5]).covers_whole(25));
        assert!(!f([0, 10, 20, 5]).covers_whole(30), "a later revision follows");
        assert!(!f([1, 10, 20, 5]).covers_whole(25));
        assert!(f([0, 10, 20, 50]).covered(&[0; 25]).is_none(), "outside the file");
    }

    #[test]
    fn the_signing_time_is_a_pdf_date_in_beijing_time() {
        let ms = kernel::time::parse_shanghai("2026-03-01 09:05:07").unwrap();
        assert_eq!(pdf_time(ms), "D:20260301090507+08'00'");
    }
}
