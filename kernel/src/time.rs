//! Time is stored as UTC epoch milliseconds and shown as `YYYY-MM-DD HH:MM:SS`
//! in Asia/Shanghai (UTC+8 all year, no daylight saving).

use chrono::{DateTime, FixedOffset, NaiveDateTime, TimeZone, Utc};

const SHANGHAI_OFFSET_SECS: i32 = 8 * 3600;

pub fn now_ms() -> i64 {
    Utc::now().timestamp_millis()
}

fn shanghai() -> FixedOffset {
    FixedOffset::east_opt(SHANGHAI_OFFSET_SECS).expect("valid offset")
}

/// Serde: epoch milliseconds shown as `YYYY-MM-DD HH:MM:SS` (Asia/Shanghai).
pub fn ser_time<S: serde::Serializer>(ms: &i64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&format_ms(Some(*ms)).unwrap_or_default())
}

/// Serde: like [`ser_time`], `None` shown as null.
pub fn ser_opt_time<S: serde::Serializer>(ms: &Option<i64>, s: S) -> Result<S::Ok, S::Error> {
    match format_ms(*ms) {
        Some(t) => s.serialize_str(&t),
        None => s.serialize_none(),
    }
}

/// Formats epoch milliseconds for display; `None` stays `None`.
pub fn format_ms(ms: Option<i64>) -> Option<String> {
    ms.and_then(|ms| DateTime::<Utc>::from_timestamp_millis(ms))
        .map(|t| t.with_timezone(&shanghai()).format("%Y-%m-%d %H:%M:%S").to_string())
}

/// `ms` plus whole calendar years in Shanghai time (29 February becomes 28 February).
pub fn add_years_ms(ms: i64, years: i64) -> i64 {
    let Some(t) = DateTime::<Utc>::from_timestamp_millis(ms) else { return ms };
    let months = chrono::Months::new(u32::try_from(years.clamp(0, 100) * 12).unwrap_or(0));
    t.with_timezone(&shanghai()).checked_add_months(months).map(|t| t.timestamp_millis()).unwrap_or(ms)
}

/// 00:00:00 (Shanghai) of the day `months` calendar months after `ms`'s day.
pub fn start_of_day_plus_months(ms: i64, months: i64) -> i64 {
    let Some(t) = DateTime::<Utc>::from_timestamp_millis(ms) else { return ms };
    let day = t.with_timezone(&shanghai()).date_naive();
    let later = day.checked_add_months(chrono::Months::new(u32::try_from(months.clamp(0, 1200)).unwrap_or(0))).unwrap_or(day);
    shanghai().from_local_datetime(&later.and_hms_opt(0, 0, 0).expect("midnight")).single().map(|t| t.timestamp_millis()).unwrap_or(ms)
}

/// Parses `YYYY-MM-DD HH:MM:SS` given in Shanghai time.
pub fn parse_shanghai(s: &str) -> Option<i64> {
    let naive = NaiveDateTime::parse_from_str(s.trim(), "%Y-%m-%d %H:%M:%S").ok()?;
    shanghai().from_local_datetime(&naive).single().map(|t| t.timestamp_millis())
}

/// An optional time from a list's query (`YYYY-MM-DD HH:MM:SS`, Shanghai): empty is none,
/// anything else unreadable is refused with 时间格式错误.
pub fn parse_optional(text: Option<&str>) -> Result<Option<i64>, crate::KernelError> {
    match text.filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => parse_shanghai(t).map(Some).ok_or_else(|| crate::KernelError::Validation("时间格式错误".into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_in_shanghai_time() {
        // 2026-01-01T00:00:00Z is 08:00 in Shanghai.
        assert_eq!(format_ms(Some(1_767_225_600_000)).unwrap(), "2026-01-01 08:00:00");
        assert_eq!(format_ms(None), None);
    }

    #[test]
    fn years_are_calendar_years_in_shanghai() {
        let start = parse_shanghai("2024-02-29 10:00:00").unwrap();
        assert_eq!(format_ms(Some(add_years_ms(start, 1))).unwrap(), "2025-02-28 10:00:00");
        assert_eq!(format_ms(Some(add_years_ms(start, 4))).unwrap(), "2028-02-29 10:00:00");
    }

    #[test]
    fn month_terms_end_at_midnight() {
        let t = parse_shanghai("2026-01-31 15:20:00").unwrap();
        assert_eq!(format_ms(Some(start_of_day_plus_months(t, 1))).unwrap(), "2026-02-28 00:00:00");
        assert_eq!(format_ms(Some(start_of_day_plus_months(t, 12))).unwrap(), "2027-01-31 00:00:00");
    }

    #[test]
    fn parse_round_trips() {
        let ms = parse_shanghai("2026-11-22 09:30:00").unwrap();
        assert_eq!(format_ms(Some(ms)).unwrap(), "2026-11-22 09:30:00");
        assert!(parse_shanghai("2026-13-01 00:00:00").is_none());
    }
}
