//! Field rules every content area shares, free of HTTP and SQL so any file
//! may use them: 0/1 flags and free text checked on input, epoch times shown
//! as `YYYY-MM-DD HH:MM:SS`, and the id a solution shows (its route key, such
//! as `planFinance`, or its number).

use crate::error::{invalid, Result};
use serde::Serializer;

/// The route key of the finance credit solution (spec: its details open /planFinance).
pub const FINANCE: &str = "planFinance";

/// The id a solution shows: its route key when it has one, else its number.
pub fn public_id(id: i64, code: Option<&str>) -> String {
    code.filter(|c| !c.is_empty()).map_or_else(|| id.to_string(), str::to_string)
}

/// A 0/1 flag of a form, defaulting when absent.
pub fn flag(value: Option<i64>, default: i64, what: &str) -> Result<i64> {
    match value.unwrap_or(default) {
        v @ (0 | 1) => Ok(v),
        _ => Err(invalid(format!("{what}只能是0或1"))),
    }
}

/// Checks a free-text field of a nested list item, where form rule files do not reach.
pub fn check_text(value: &str, required: Option<&str>, max: usize, what: &str) -> Result<()> {
    if value.trim().is_empty() {
        if let Some(msg) = required {
            return Err(invalid(msg));
        }
    }
    if value.chars().count() > max {
        return Err(invalid(format!("{what}不能超过{max}个字")));
    }
    Ok(())
}

/// Epoch milliseconds shown as `YYYY-MM-DD HH:MM:SS` (Asia/Shanghai).
pub fn ser_time<S: Serializer>(ms: &i64, s: S) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_str(&kernel::time::format_ms(Some(*ms)).unwrap_or_default())
}

pub fn ser_opt_time<S: Serializer>(ms: &Option<i64>, s: S) -> std::result::Result<S::Ok, S::Error> {
    match kernel::time::format_ms(*ms) {
        Some(t) => s.serialize_str(&t),
        None => s.serialize_none(),
    }
}
