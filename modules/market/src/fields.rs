//! Field rules every content area shares, free of HTTP and SQL so any file
//! may use them: 0/1 flags and free text checked on input, epoch times shown
//! as `YYYY-MM-DD HH:MM:SS`, and the id a solution shows (its route key, such
//! as `planFinance`, or its number).

use crate::error::{invalid, Result};

/// The route key of the finance credit solution (spec: its details open /planFinance).
pub const FINANCE: &str = "planFinance";

/// The id a solution shows: its route key when it has one, else its number.
pub fn public_id(id: i64, code: Option<&str>) -> String {
    code.filter(|c| !c.is_empty()).map_or_else(|| id.to_string(), str::to_string)
}

/// A 0/1 flag of a form, defaulting when absent (the kernel's rule).
pub fn flag(value: Option<i64>, default: i64, what: &str) -> Result<i64> {
    Ok(kernel::validate::flag(value, default, what)?)
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

pub use kernel::time::ser_time;
