//! Money is integer fen everywhere; shown as yuan with two decimals, and read
//! back from yuan text exactly (never through a float).

/// `12345` -> `"123.45"`.
pub fn yuan(fen: i64) -> String {
    format!("{}{}.{:02}", if fen < 0 { "-" } else { "" }, fen.abs() / 100, fen.abs() % 100)
}

/// `"123.45"` -> `12345`: digits with at most two decimals, nothing else
/// (no sign, no exponent, no third decimal), below a billion yuan.
pub fn parse_yuan(text: &str) -> Option<i64> {
    let (whole, part) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 9 || part.len() > 2 || !digits(whole) || !digits(part) || (text.contains('.') && part.is_empty()) {
        return None;
    }
    let part = format!("{part:0<2}");
    Some(whole.parse::<i64>().ok()? * 100 + part.parse::<i64>().ok()?)
}

#[cfg(test)]
mod tests {
    #[test]
    fn shows_fen_as_yuan() {
        assert_eq!(super::yuan(12345), "123.45");
        assert_eq!(super::yuan(1), "0.01");
        assert_eq!(super::yuan(-250), "-2.50");
    }

    #[test]
    fn reads_yuan_exactly() {
        let p = super::parse_yuan;
        assert_eq!((p("123.45"), p("0.01"), p("12"), p("150.5"), p("0")), (Some(12345), Some(1), Some(1200), Some(15050), Some(0)));
        for bad in ["", ".5", "5.", "1.234", "-1", "+1", "1e3", "１", "1,000", " 1", "1000000000", "NaN"] {
            assert_eq!(p(bad), None, "{bad}");
        }
    }
}
