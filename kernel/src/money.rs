//! Money is integer fen everywhere; shown as yuan with two decimals.

/// `12345` -> `"123.45"`.
pub fn yuan(fen: i64) -> String {
    format!("{}{}.{:02}", if fen < 0 { "-" } else { "" }, fen.abs() / 100, fen.abs() % 100)
}

#[cfg(test)]
mod tests {
    #[test]
    fn shows_fen_as_yuan() {
        assert_eq!(super::yuan(12345), "123.45");
        assert_eq!(super::yuan(1), "0.01");
        assert_eq!(super::yuan(-250), "-2.50");
    }
}
