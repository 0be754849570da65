//! The sandbox OCR provider: reads a licence or an ID card with the local
//! Tesseract engine (Simplified Chinese), then picks the fields from the text
//! by their printed labels. Only what it read with confidence is returned
//! (a credit code or ID number whose check digit fits); the rest stays empty
//! for the person to type. Without Tesseract on the machine nothing is read.

use std::process::Stdio;
use std::sync::OnceLock;
use std::time::Duration;
use tokio::io::AsyncWriteExt;
use tokio::sync::Semaphore;

/// A reading takes a core for a second or two: at most two at once, each with one thread.
const AT_ONCE: usize = 2;
const TIME_LIMIT: Duration = Duration::from_secs(30);

/// What a business licence says, as far as it was read.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct LicenceReading {
    pub company_name: String,
    pub license_number: String,
    pub artificial_person: String,
    pub company_address: String,
    pub business_scope: String,
}

/// What the portrait side of an ID card says, as far as it was read.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct IdCardReading {
    pub real_name: String,
    pub id_card: String,
}

/// The image's text, or None when Tesseract is missing, failed or took too long.
pub async fn read_text(image: &[u8]) -> Option<String> {
    static GATE: OnceLock<Semaphore> = OnceLock::new();
    let _turn = GATE.get_or_init(|| Semaphore::new(AT_ONCE)).acquire().await.ok()?;
    let run = async {
        let mut child = tokio::process::Command::new("tesseract")
            .args(["stdin", "stdout", "-l", "chi_sim", "--psm", "6"])
            .env("OMP_THREAD_LIMIT", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .map_err(|e| tracing::warn!(error = %e, "OCR: tesseract could not start"))
            .ok()?;
        let mut stdin = child.stdin.take()?;
        stdin.write_all(image).await.ok()?;
        drop(stdin);
        let out = child.wait_with_output().await.ok()?;
        out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
    };
    tokio::time::timeout(TIME_LIMIT, run).await.ok().flatten()
}

/// The labels printed on a licence; a value ends where the next label starts.
const LICENCE_LABELS: &[&str] = &[
    "统一社会信用代码", "名称", "类型", "法定代表人", "负责人", "经营者", "经营范围", "注册资本", "成立日期", "营业期限", "住所", "营业场所", "经营场所", "登记机关",
];
const ID_CARD_LABELS: &[&str] = &["姓名", "性别", "民族", "出生", "住址", "公民身份号码"];

pub fn licence(text: &str) -> LicenceReading {
    let lines = squeezed_lines(text);
    let value = |labels: &[&str]| labels.iter().find_map(|l| labelled(&lines, l, LICENCE_LABELS)).unwrap_or_default();
    LicenceReading {
        company_name: value(&["名称"]),
        license_number: code_in(&lines, 18, |c| c.is_ascii_digit() || c.is_ascii_uppercase(), crate::certification::valid_social_code),
        artificial_person: value(&["法定代表人", "负责人", "经营者"]),
        company_address: value(&["住所", "营业场所", "经营场所"]),
        business_scope: value(&["经营范围"]),
    }
}

pub fn id_card(text: &str) -> IdCardReading {
    let lines = squeezed_lines(text);
    IdCardReading {
        real_name: labelled(&lines, "姓名", ID_CARD_LABELS).unwrap_or_default(),
        id_card: code_in(&lines, 18, |c| c.is_ascii_digit() || c == 'X', valid_id_number),
    }
}

/// The lines without the spaces OCR puts between Chinese characters; full-width forms made plain.
fn squeezed_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| {
            l.chars()
                .filter(|c| !c.is_whitespace())
                .map(|c| match c {
                    // Full-width digits and letters (ＡＢＣ０１２) to their plain forms.
                    '\u{FF10}'..='\u{FF19}' | '\u{FF21}'..='\u{FF3A}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
                    _ => c,
                })
                .collect::<String>()
        })
        .filter(|l| !l.is_empty())
        .collect()
}

/// The text after `label` on its line, up to the next label; None when empty.
fn labelled(lines: &[String], label: &str, labels: &[&str]) -> Option<String> {
    lines.iter().find_map(|line| {
        let start = line.find(label)? + label.len();
        let rest = &line[start..];
        let end = labels.iter().filter(|l| **l != label).filter_map(|l| rest.find(l)).min().unwrap_or(rest.len());
        let value = rest[..end].trim_matches(|c: char| matches!(c, ':' | '：' | '|' | '丨' | '_' | '-' | '.' | '。' | ',' | '，')).to_string();
        (!value.is_empty()).then_some(value)
    })
}

/// The first run of `len` characters of `allowed` that passes `check`, looked for in every line.
fn code_in(lines: &[String], len: usize, allowed: impl Fn(char) -> bool, check: impl Fn(&str) -> bool) -> String {
    for line in lines {
        let chars: Vec<char> = line.chars().map(|c| c.to_ascii_uppercase()).collect();
        for window in chars.windows(len) {
            if window.iter().all(|c| allowed(*c)) {
                let code: String = window.iter().collect();
                if check(&code) {
                    return code;
                }
            }
        }
    }
    String::new()
}

/// The 18-digit resident ID number with its ISO 7064 MOD 11-2 check character.
pub fn valid_id_number(id: &str) -> bool {
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    const CHECKS: &[u8; 11] = b"10X98765432";
    let bytes = id.as_bytes();
    if bytes.len() != 18 || !bytes[..17].iter().all(u8::is_ascii_digit) {
        return false;
    }
    let sum: u32 = bytes[..17].iter().zip(WEIGHTS).map(|(b, w)| u32::from(b - b'0') * w).sum();
    CHECKS[(sum % 11) as usize] == bytes[17]
}

#[cfg(test)]
mod tests {
    use super::*;

    // What Tesseract printed for a licence: spaces between characters, two fields on a line, stray marks.
    const LICENCE_TEXT: &str = "营 业 执 照\n统 一 社 会 信 用 代 码 91350100M000100Y43\n名 称 福 州 演 示 科 技 有 限 公 司   注 册 资 本 壹 佰 万 元 整\n类 型 有 限 责 任 公 司\n法 定 代 表 人 ： 张 伟   成 立 日 期 2020年01月01日\n经 营 范 围 工 业 软 件 开 发 ；技 术 服 务\n住 所 福 建 省 福 州 市 鼓 楼 区 软 件 大 道 89 号\n";

    #[test]
    fn a_licence_gives_its_fields_by_their_labels() {
        let read = licence(LICENCE_TEXT);
        assert_eq!(read.company_name, "福州演示科技有限公司");
        assert_eq!(read.license_number, "91350100M000100Y43");
        assert_eq!(read.artificial_person, "张伟");
        assert_eq!(read.company_address, "福建省福州市鼓楼区软件大道89号");
        assert_eq!(read.business_scope, "工业软件开发；技术服务");
    }

    #[test]
    fn a_code_whose_check_digit_does_not_fit_is_not_read() {
        let read = licence("统一社会信用代码 91350100M000100Y44\n名称 某公司\n");
        assert_eq!(read.license_number, "");
        assert_eq!(read.company_name, "某公司");
        assert_eq!(licence("nothing here"), LicenceReading::default());
    }

    #[test]
    fn an_id_card_gives_the_name_and_a_number_whose_check_fits() {
        let read = id_card("姓 名 张 伟\n性 别 男 民 族 汉\n公 民 身 份 号 码 11010519491231002X\n");
        assert_eq!(read, IdCardReading { real_name: "张伟".into(), id_card: "11010519491231002X".into() });
        assert!(valid_id_number("11010519491231002X"));
        assert!(!valid_id_number("110105194912310021"));
        assert_eq!(id_card("公民身份号码 110105194912310021").id_card, "");
    }
}
