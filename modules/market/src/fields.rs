//! Field rules every content area shares, free of HTTP and SQL so any file
//! may use them: 0/1 flags checked on input, epoch times shown as
//! `YYYY-MM-DD HH:MM:SS`, the id a solution shows (its route key, such
//! as `planFinance`, or its number), and the kinds of content search finds.

use crate::error::Result;

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

pub use kernel::time::ser_time;

/// The kinds of content the index holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Searchable {
    Product,
    Program,
    HelpDoc,
}

impl Searchable {
    /// The `type` a search result carries and a search filters on.
    pub fn type_name(self) -> &'static str {
        match self {
            Searchable::Product => "product",
            Searchable::Program => "program",
            Searchable::HelpDoc => "helpDoc",
        }
    }

    pub fn key(self, id: i64) -> String {
        let tag = match self {
            Searchable::Product => "product",
            Searchable::Program => "program",
            Searchable::HelpDoc => "help",
        };
        format!("{tag}:{id}")
    }
}
