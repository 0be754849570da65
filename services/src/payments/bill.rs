//! Daily reconciliation against WeChat's trade bill: after 10:00 (Beijing) the
//! job downloads yesterday's bill (its SHA-1 checked by the adapter), compares
//! it with our WeChat payments and refunds, settles (or refunds) what was paid
//! there but not recorded here, and records every difference. Operators see
//! each day and each difference and can run a day again. Verified
//! notifications we cannot apply are recorded here too.

use super::{method, status, GatewayState, Payments};
use kernel::db::Db;
use kernel::ids::IdGenerator;
use crate::payments::refunds::refund_status;
use kernel::time::now_ms;
use kernel::KernelError;
use chrono::{Duration as Days, FixedOffset, NaiveDate, TimeZone, Utc};
use std::collections::BTreeMap;

pub mod day_status {
    pub const RUNNING: &str = "running";
    pub const MATCHED: &str = "matched";
    pub const DIFFERENCES: &str = "differences";
    pub const FAILED: &str = "failed";

    pub fn label(status: &str) -> &'static str {
        match status {
            MATCHED => "已平账",
            DIFFERENCES => "有差异",
            FAILED => "对账失败",
            _ => "对账中",
        }
    }
}

pub mod difference_kind {
    pub const MISSING_HERE: &str = "missing_here";
    pub const MISSING_THERE: &str = "missing_there";
    pub const AMOUNT: &str = "amount";
    pub const UNKNOWN: &str = "unknown";

    pub fn label(kind: &str) -> &'static str {
        match kind {
            MISSING_HERE => "微信有、平台无",
            MISSING_THERE => "平台有、微信无",
            AMOUNT => "金额不一致",
            _ => "未知支付",
        }
    }
}

/// A difference to record.
pub struct NewDifference<'a> {
    pub bill_date: Option<&'a str>,
    pub kind: &'a str,
    pub pay_transaction_no: &'a str,
    pub refund_no: Option<&'a str>,
    pub our_amount: Option<i64>,
    pub their_amount: Option<i64>,
    pub detail: &'a str,
    pub resolution: &'a str,
}

impl<'a> NewDifference<'a> {
    /// A verified report of a payment we never made.
    pub fn unknown(no: &'a str, their_amount: i64, detail: &'a str) -> Self {
        Self { bill_date: None, kind: difference_kind::UNKNOWN, pay_transaction_no: no, refund_no: None, our_amount: None, their_amount: Some(their_amount), detail, resolution: "" }
    }

    /// A verified report whose amount is not the payment's.
    pub fn amount(no: &'a str, ours: i64, theirs: i64, detail: &'a str) -> Self {
        Self { bill_date: None, kind: difference_kind::AMOUNT, pay_transaction_no: no, refund_no: None, our_amount: Some(ours), their_amount: Some(theirs), detail, resolution: "" }
    }
}

/// Records a difference once: the same kind for the same payment (and refund, and day) is kept
/// once, and a difference newly found is appended to the audit trail in the same transaction.
pub async fn note_difference(db: &Db, ids: &IdGenerator, d: &NewDifference<'_>) -> Result<(), KernelError> {
    let mut tx = db.write.begin().await?;
    let noted = sqlx::query(
        "INSERT INTO payment_differences (id, bill_date, kind, pay_transaction_no, refund_no, our_amount, their_amount, detail, resolution, create_time)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10 WHERE NOT EXISTS (
             SELECT 1 FROM payment_differences WHERE kind = $3 AND pay_transaction_no = $4
             AND COALESCE(refund_no, '') = COALESCE($5, '') AND COALESCE(bill_date, '') = COALESCE($2, ''))",
    )
    .bind(ids.next_id())
    .bind(d.bill_date)
    .bind(d.kind)
    .bind(d.pay_transaction_no)
    .bind(d.refund_no)
    .bind(d.our_amount)
    .bind(d.their_amount)
    .bind(d.detail)
    .bind(d.resolution)
    .bind(now_ms())
    .execute(&mut *tx)
    .await?;
    if noted.rows_affected() == 1 {
        let target = match d.refund_no {
            Some(refund) => format!("refund:{refund}"),
            None => format!("payment:{}", d.pay_transaction_no),
        };
        let detail = format!("{}：平台 {} 分，微信 {} 分；{}", difference_kind::label(d.kind), d.our_amount.unwrap_or(0), d.their_amount.unwrap_or(0), d.detail);
        let entry = kernel::audit::Entry { kind: kernel::audit::kind::PAYMENT_DIFFERENCE, target: Some(&target), detail: Some(&detail), ..Default::default() };
        kernel::audit::record_with(&mut tx, &entry, now_ms()).await?;
    }
    tx.commit().await?;
    Ok(())
}

fn beijing() -> FixedOffset {
    FixedOffset::east_opt(8 * 3600).expect("valid offset")
}

/// The epoch-ms span of a Beijing day.
pub fn day_span(bill_date: &str) -> Option<(i64, i64)> {
    let date = NaiveDate::parse_from_str(bill_date, "%Y-%m-%d").ok()?;
    let start = beijing().from_local_datetime(&date.and_hms_opt(0, 0, 0)?).single()?.timestamp_millis();
    Some((start, start + 24 * 3600 * 1000))
}

/// Yesterday in Beijing, and whether today's bill hour (10:00) has come.
pub fn yesterday(now_ms: i64) -> (String, bool) {
    let now = Utc.timestamp_millis_opt(now_ms).single().unwrap_or_default().with_timezone(&beijing());
    let yesterday = (now.date_naive() - Days::days(1)).format("%Y-%m-%d").to_string();
    (yesterday, now.time() >= chrono::NaiveTime::from_hms_opt(10, 0, 0).unwrap_or_default())
}

/// One row of the bill: a payment (`refund_no` None) or a refund.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BillRow {
    pub pay_transaction_no: String,
    pub refund_no: Option<String>,
    /// Fen: what was paid, or what was refunded.
    pub amount: i64,
}

fn fen(yuan: &str) -> Option<i64> {
    let (whole, part) = yuan.split_once('.').unwrap_or((yuan, "0"));
    let part = format!("{part:0<2}");
    (part.len() == 2).then_some(())?;
    Some(whole.parse::<i64>().ok()? * 100 + part.parse::<i64>().ok()?)
}

/// Reads WeChat's trade bill (ALL): a header line, rows whose fields start
/// with a back-quote, then the summary's two lines. Payments are rows of
/// state SUCCESS (应结订单金额), refunds rows of state REFUND (退款金额).
pub fn parse_bill(text: &str) -> Result<Vec<BillRow>, String> {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let header: Vec<&str> = lines.next().ok_or("empty bill")?.split(',').map(str::trim).collect();
    let col = |name: &str| header.iter().position(|h| *h == name).ok_or_else(|| format!("bill has no column {name}"));
    let (state, trade_no, refund_no, paid, refunded) = (col("交易状态")?, col("商户订单号")?, col("商户退款单号")?, col("应结订单金额")?, col("退款金额")?);
    let mut rows = Vec::new();
    for line in lines {
        if line.starts_with("总交易单数") {
            break;
        }
        let fields: Vec<&str> = line.split(',').map(|f| f.trim().trim_start_matches('`')).collect();
        let get = |i: usize| fields.get(i).copied().ok_or_else(|| format!("short bill row: {line}"));
        match get(state)? {
            "SUCCESS" => rows.push(BillRow { pay_transaction_no: get(trade_no)?.into(), refund_no: None, amount: fen(get(paid)?).ok_or("bad amount")? }),
            "REFUND" => rows.push(BillRow {
                pay_transaction_no: get(trade_no)?.into(),
                refund_no: Some(get(refund_no)?.into()),
                amount: fen(get(refunded)?).ok_or("bad refund amount")?,
            }),
            _ => {}
        }
    }
    Ok(rows)
}

/// A reconciled day as operators see it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Day {
    pub bill_date: String,
    pub status: String,
    pub matched_count: i64,
    pub difference_count: i64,
    pub detail: Option<String>,
    pub run_time: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Difference {
    pub id: i64,
    pub bill_date: Option<String>,
    pub kind: String,
    pub pay_transaction_no: String,
    pub refund_no: Option<String>,
    pub our_amount: Option<i64>,
    pub their_amount: Option<i64>,
    pub detail: String,
    pub resolution: String,
    pub create_time: i64,
}

impl Payments {
    /// Reconciles one day (`YYYY-MM-DD`, Beijing) against the gateway's bill;
    /// running a day again replaces its differences.
    pub async fn reconcile_day(&self, bill_date: &str) -> Result<Day, super::PaymentError> {
        let (start, end) = day_span(bill_date).ok_or_else(|| KernelError::Validation("请选择正确的对账日期".into()))?;
        let gateway = self.gateway()?.clone();
        let now = now_ms();
        sqlx::query(
            "INSERT INTO reconciliation_days (bill_date, status, run_time) VALUES ($1, $2, $3)
             ON CONFLICT (bill_date) DO UPDATE SET status = $2, run_time = $3, detail = NULL",
        )
        .bind(bill_date)
        .bind(day_status::RUNNING)
        .bind(now)
        .execute(&self.db.write)
        .await?;
        sqlx::query("DELETE FROM payment_differences WHERE bill_date = $1").bind(bill_date).execute(&self.db.write).await?;
        let outcome = async {
            let text = gateway.trade_bill(bill_date).await?;
            let rows = parse_bill(&text).map_err(|e| super::PaymentError::Mismatch(e))?;
            self.compare(bill_date, start, end, rows).await
        }
        .await;
        let (status, matched, differences, detail) = match outcome {
            Ok((matched, 0)) => (day_status::MATCHED, matched, 0, None),
            Ok((matched, differences)) => (day_status::DIFFERENCES, matched, differences, None),
            Err(e) => (day_status::FAILED, 0, 0, Some(e.to_string())),
        };
        sqlx::query("UPDATE reconciliation_days SET status = $1, matched_count = $2, difference_count = $3, detail = $4, run_time = $5 WHERE bill_date = $6")
            .bind(status)
            .bind(matched)
            .bind(differences)
            .bind(detail)
            .bind(now_ms())
            .bind(bill_date)
            .execute(&self.db.write)
            .await?;
        Ok(find_day(&self.db, bill_date).await?.ok_or(super::PaymentError::NotFound)?)
    }

    /// (matched, differences) of one day's bill rows against ours.
    async fn compare(&self, bill_date: &str, start: i64, end: i64, rows: Vec<BillRow>) -> Result<(i64, i64), super::PaymentError> {
        let ours_paid: Vec<(String, i64)> = sqlx::query_as(
            "SELECT pay_transaction_no, amount FROM payments WHERE pay_method = $1 AND status IN ($2, $3) AND pay_time >= $4 AND pay_time < $5",
        )
        .bind(method::WECHAT)
        .bind(status::SUCCESS)
        .bind(status::UNAPPLIED)
        .bind(start)
        .bind(end)
        .fetch_all(&self.db.read)
        .await?;
        let ours_refunded: Vec<(String, String, i64)> = sqlx::query_as(
            "SELECT r.refund_no, r.pay_transaction_no, r.amount FROM refunds r JOIN payments p ON p.id = r.payment_id
             WHERE p.pay_method = $1 AND r.status = $2 AND r.success_time >= $3 AND r.success_time < $4",
        )
        .bind(method::WECHAT)
        .bind(refund_status::SUCCESS)
        .bind(start)
        .bind(end)
        .fetch_all(&self.db.read)
        .await?;
        let mut ours: BTreeMap<(String, Option<String>), i64> = ours_paid.into_iter().map(|(no, a)| ((no, None), a)).collect();
        ours.extend(ours_refunded.into_iter().map(|(refund, no, a)| ((no, Some(refund)), a)));
        let (mut matched, mut differences) = (0_i64, 0_i64);
        for row in rows {
            let key = (row.pay_transaction_no.clone(), row.refund_no.clone());
            let (kind, ours_amount, detail, resolution) = match ours.remove(&key) {
                Some(a) if a == row.amount => {
                    matched += 1;
                    continue;
                }
                Some(a) => (difference_kind::AMOUNT, Some(a), format!("平台 {a} 分，微信 {} 分", row.amount), ""),
                None if row.refund_no.is_none() => {
                    // Paid there, not recorded here: the gateway's own answer settles it (or refunds it).
                    let resolution = match self.gateway()?.query(&row.pay_transaction_no).await {
                        Ok(report) if report.state == GatewayState::Success => match self.apply(&report).await {
                            Ok(true) => "settled",
                            Ok(false) => "refunded",
                            Err(_) => "",
                        },
                        _ => "",
                    };
                    (difference_kind::MISSING_HERE, None, "微信账单中已支付，平台未记账".to_string(), resolution)
                }
                None => (difference_kind::MISSING_HERE, None, "微信账单中已退款，平台未记账".to_string(), ""),
            };
            differences += 1;
            let d = NewDifference {
                bill_date: Some(bill_date),
                kind,
                pay_transaction_no: &row.pay_transaction_no,
                refund_no: row.refund_no.as_deref(),
                our_amount: ours_amount,
                their_amount: Some(row.amount),
                detail: &detail,
                resolution,
            };
            note_difference(&self.db, &self.ids, &d).await?;
        }
        for ((no, refund), amount) in ours {
            differences += 1;
            let detail = if refund.is_some() { "平台已退款，微信账单中没有" } else { "平台已收款，微信账单中没有" };
            let d = NewDifference {
                bill_date: Some(bill_date),
                kind: difference_kind::MISSING_THERE,
                pay_transaction_no: &no,
                refund_no: refund.as_deref(),
                our_amount: Some(amount),
                their_amount: None,
                detail,
                resolution: "",
            };
            note_difference(&self.db, &self.ids, &d).await?;
        }
        Ok((matched, differences))
    }

    /// Yesterday's bill once the bill hour has come, if not reconciled yet (or failed).
    pub async fn reconcile_yesterday(&self) -> anyhow::Result<()> {
        if self.gateway.is_none() {
            return Ok(());
        }
        let (date, due) = yesterday(now_ms());
        if !due {
            return Ok(());
        }
        match find_day(&self.db, &date).await? {
            Some(d) if d.status != day_status::FAILED => Ok(()),
            _ => {
                self.reconcile_day(&date).await.map_err(|e| anyhow::anyhow!("reconciliation of {date}: {e}"))?;
                Ok(())
            }
        }
    }
}

pub async fn find_day(db: &Db, bill_date: &str) -> Result<Option<Day>, KernelError> {
    Ok(sqlx::query_as("SELECT bill_date, status, matched_count, difference_count, detail, run_time FROM reconciliation_days WHERE bill_date = $1")
        .bind(bill_date)
        .fetch_optional(&db.read)
        .await?)
}

/// Reconciled days, newest first.
pub async fn days(db: &Db, page: &kernel::http::PageQuery) -> Result<(Vec<Day>, i64), KernelError> {
    let (total,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM reconciliation_days").fetch_one(&db.read).await?;
    let rows = sqlx::query_as(
        "SELECT bill_date, status, matched_count, difference_count, detail, run_time FROM reconciliation_days ORDER BY bill_date DESC LIMIT $1 OFFSET $2",
    )
    .bind(page.limit())
    .bind(page.offset())
    .fetch_all(&db.read)
    .await?;
    Ok((rows, total))
}

/// Differences of a day (or those found outside any day's run, for "").
pub async fn differences(db: &Db, bill_date: &str, page: &kernel::http::PageQuery) -> Result<(Vec<Difference>, i64), KernelError> {
    let filter = "COALESCE(bill_date, '') = $1";
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM payment_differences WHERE {filter}")).bind(bill_date).fetch_one(&db.read).await?;
    let rows = sqlx::query_as(&format!(
        "SELECT id, bill_date, kind, pay_transaction_no, refund_no, our_amount, their_amount, detail, resolution, create_time
         FROM payment_differences WHERE {filter} ORDER BY id DESC LIMIT $2 OFFSET $3"
    ))
    .bind(bill_date)
    .bind(page.limit())
    .bind(page.offset())
    .fetch_all(&db.read)
    .await?;
    Ok((rows, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bills_read_as_wechat_writes_them() {
        let text = "交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注\n\
`2026-11-25 10:00:00,`wx1,`1900000001,`0,`,`4200001,`PO1,`o1,`NATIVE,`SUCCESS,`OTHERS,`CNY,`12.34,`0.00,`0,`0,`0.00,`0.00,`,`,`设备管理 1年,`,`0.07,`0.60%,`12.34,`0.00,`\n\
`2026-11-25 11:00:00,`wx1,`1900000001,`0,`,`4200001,`PO1,`o1,`NATIVE,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`5000001,`RF9,`2.50,`0.00,`ORIGINAL,`SUCCESS,`设备管理 1年,`,`-0.01,`0.60%,`0.00,`2.50,`\n\
总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额\n\
`2,`12.34,`2.50,`0.00,`0.06,`12.34,`2.50\n";
        let rows = parse_bill(text).unwrap();
        assert_eq!(rows, vec![
            BillRow { pay_transaction_no: "PO1".into(), refund_no: None, amount: 1234 },
            BillRow { pay_transaction_no: "PO1".into(), refund_no: Some("RF9".into()), amount: 250 },
        ]);
        assert!(parse_bill("").is_err());
        assert!(parse_bill("交易时间,商户号\n").is_err());
        assert_eq!((fen("0.01"), fen("12"), fen("3.5"), fen("1.234"), fen("x")), (Some(1), Some(1200), Some(350), None, None));
    }

    #[test]
    fn days_are_beijing_days() {
        let (start, end) = day_span("2026-01-01").unwrap();
        assert_eq!(start, 1_767_196_800_000);
        assert_eq!(end - start, 86_400_000);
        assert!(day_span("2026-13-01").is_none());
        // 2026-01-02 01:00 UTC is 09:00 in Beijing: yesterday is the 1st, before the bill hour.
        assert_eq!(yesterday(1_767_315_600_000), ("2026-01-01".into(), false));
        assert_eq!(yesterday(1_767_315_600_000 + 2 * 3_600_000), ("2026-01-01".into(), true));
    }
}
