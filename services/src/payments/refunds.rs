//! Refunds of settled payments: asked by operators (whole or part) or made
//! automatically for money that arrived for a row that could not take it. The
//! amount is reserved on the payment by one conditional UPDATE (never more
//! than was paid, at most 50 refunds, within a year), the refund goes to the
//! gateway by its own number (asking again refunds once), and its end (success,
//! closed, abnormal) is applied exactly once with the purpose's effect in the
//! same transaction. A refund cut off by a crash is asked about and finished by
//! the reconciliation job.

use super::{method, points_of, status, Payment, PaymentError, Payments, RefundStage, COLUMNS as PAYMENT_COLUMNS};
use kernel::contracts::PointsCredit;
use kernel::db::Db;
use crate::payments::gateway::{GatewayError, GatewayRefund, RefundOrder, RefundState};
use kernel::time::now_ms;
use kernel::KernelError;
use sqlx::AnyConnection;

/// Why an automatic refund was made.
pub const AUTO_REASON: &str = "订单已支付、已取消或已变更，款项原路退回";
/// WeChat allows refunds within a year of the payment.
pub const WINDOW_MS: i64 = 365 * 24 * 3600 * 1000;
/// WeChat allows at most 50 refunds of one payment.
pub const MAX_PER_PAYMENT: i64 = 50;

pub mod kind {
    /// Asked by an operator.
    pub const OPERATOR: &str = "operator";
    /// Money that arrived for a row that could not take it.
    pub const AUTO: &str = "auto";
}

pub mod refund_status {
    pub const PENDING: &str = "pending";
    pub const PROCESSING: &str = "processing";
    pub const SUCCESS: &str = "success";
    pub const CLOSED: &str = "closed";
    pub const ABNORMAL: &str = "abnormal";
    /// The gateway refused it; the amount stays reserved until it is retried.
    pub const FAILED: &str = "failed";

    pub fn label(status: &str) -> &'static str {
        match status {
            SUCCESS => "退款成功",
            CLOSED => "退款关闭",
            ABNORMAL => "退款异常",
            FAILED => "退款失败",
            _ => "退款中",
        }
    }
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Refund {
    pub id: i64,
    pub refund_no: String,
    pub payment_id: i64,
    pub pay_transaction_no: String,
    pub purpose: String,
    pub reference_id: i64,
    pub company_id: i64,
    pub amount: i64,
    pub reason: String,
    pub kind: String,
    pub status: String,
    pub operator_id: Option<i64>,
    pub gateway_refund_id: Option<String>,
    pub detail: Option<String>,
    pub create_time: i64,
    pub success_time: Option<i64>,
}

const COLUMNS: &str = "id, refund_no, payment_id, pay_transaction_no, purpose, reference_id, company_id, amount, reason, kind, status, operator_id, \
                       gateway_refund_id, detail, create_time, success_time";

/// Up to `n` refunds of a purpose, newest first, with ids below `before`, in one status and
/// asked within a time range when asked: an operators' export's chunk.
pub async fn chunk(db: &Db, purpose: &str, status: Option<&str>, from: Option<i64>, until: Option<i64>, before: i64, n: i64) -> Result<Vec<Refund>, KernelError> {
    super::chunk_of(db, "refunds", COLUMNS, purpose, status, from, until, before, n).await
}

/// A refund as the order pages show it.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundRecord {
    refund_no: String,
    /// The purpose's row: the order (or the top-up).
    order_id: i64,
    pay_transaction_no: String,
    /// Yuan, like `totalPrice`.
    amount: String,
    /// pending, processing, success, closed, abnormal or failed
    status: String,
    status_name: &'static str,
    reason: String,
    /// operator or auto
    kind: String,
    /// The gateway's word on a failed or abnormal refund.
    detail: Option<String>,
    create_time: Option<String>,
    success_time: Option<String>,
}

impl From<Refund> for RefundRecord {
    fn from(r: Refund) -> Self {
        Self {
            status_name: refund_status::label(&r.status),
            amount: kernel::money::yuan(r.amount),
            create_time: kernel::time::format_ms(Some(r.create_time)),
            success_time: kernel::time::format_ms(r.success_time),
            refund_no: r.refund_no,
            order_id: r.reference_id,
            pay_transaction_no: r.pay_transaction_no,
            status: r.status,
            reason: r.reason,
            kind: r.kind,
            detail: r.detail,
        }
    }
}

/// A refund of a purpose's row asked for by an operator.
pub struct RefundAsk<'a> {
    pub purpose: &'a str,
    pub reference_id: i64,
    /// Fen; None is all that is still refundable.
    pub amount: Option<i64>,
    pub reason: &'a str,
    pub operator_id: i64,
    /// Where the operator asked from, for the audit trail.
    pub origin: Option<&'a kernel::audit::Origin>,
}

/// What `reserve_refund` reserves.
pub(crate) struct Reservation<'a> {
    pub amount: i64,
    pub reason: &'a str,
    pub kind: &'a str,
    pub operator_id: Option<i64>,
}

impl Payments {
    /// Refunds a purpose's paid row in whole or in part. Points payments go
    /// back at once; WeChat payments are sent to the gateway and end with its
    /// answer or notification. Simultaneous asks reserve one at a time: the
    /// amount can never exceed what was paid.
    pub async fn refund(&self, ask: &RefundAsk<'_>) -> Result<Refund, PaymentError> {
        let now = now_ms();
        let payment: Payment = sqlx::query_as(&format!("SELECT {PAYMENT_COLUMNS} FROM payments WHERE purpose = $1 AND reference_id = $2 AND status = $3"))
            .bind(ask.purpose)
            .bind(ask.reference_id)
            .bind(status::SUCCESS)
            .fetch_optional(&self.db.read)
            .await?
            .ok_or(PaymentError::RefundRefused("订单未支付，无法退款"))?;
        if payment.pay_time.unwrap_or(payment.create_time) + WINDOW_MS < now {
            return Err(PaymentError::RefundRefused("支付超过一年，无法退款"));
        }
        if payment.refund_count >= MAX_PER_PAYMENT {
            return Err(PaymentError::RefundRefused("退款次数已达上限"));
        }
        let left = payment.amount - payment.refunded_amount;
        let amount = ask.amount.unwrap_or(left);
        if left <= 0 || amount <= 0 {
            return Err(PaymentError::RefundRefused("没有可退款的金额"));
        }
        if amount > left {
            return Err(PaymentError::RefundRefused("退款金额超过可退金额"));
        }
        if payment.pay_method == method::WECHAT {
            self.gateway()?;
        }
        let mut tx = self.db.write.begin().await?;
        let reservation = Reservation { amount, reason: ask.reason, kind: kind::OPERATOR, operator_id: Some(ask.operator_id) };
        let refund = self.reserve_refund(&mut tx, &payment, &reservation).await?;
        // The operator's refund is audited on its own transaction: no row, no refund.
        let target = format!("{}:{}", ask.purpose, ask.reference_id);
        let detail = format!("退款{}元（{}），原因：{}", kernel::money::yuan(amount), refund.refund_no, ask.reason);
        let entry = kernel::audit::Entry {
            kind: kernel::audit::kind::REFUND,
            actor_id: Some(ask.operator_id),
            company_id: Some(payment.company_id),
            origin: ask.origin,
            target: Some(&target),
            detail: Some(&detail),
            ..Default::default()
        };
        kernel::audit::record_with(&mut tx, &entry, now).await?;
        if payment.pay_method == method::ACCOUNT {
            // Points go back in the same transaction: nothing outside can fail.
            self.finish_on(&mut tx, &refund, refund_status::SUCCESS, None, None).await?;
            tx.commit().await?;
        } else {
            tx.commit().await?;
            if let Err(e) = self.submit_refund(&refund).await {
                tracing::warn!(refund = %refund.refund_no, error = %e, "refund not sent yet; the reconciliation job retries it");
            }
        }
        Ok(find(&self.db, &refund.refund_no).await?.unwrap_or(refund))
    }

    /// Reserves `amount` of a paid (or unapplied) payment on the caller's
    /// transaction: one conditional UPDATE on the refunded amount seen, so of
    /// simultaneous asks exactly one reserves; then the refund row, and the
    /// purpose's `Reserve` effect for a settled payment.
    pub(crate) async fn reserve_refund(&self, conn: &mut AnyConnection, payment: &Payment, r: &Reservation<'_>) -> Result<Refund, PaymentError> {
        if r.amount <= 0 {
            return Err(PaymentError::RefundRefused("没有可退款的金额"));
        }
        let now = now_ms();
        let reserved = sqlx::query(
            "UPDATE payments SET refunded_amount = refunded_amount + $1, refund_count = refund_count + 1, update_time = $2
             WHERE id = $3 AND refunded_amount = $4 AND refunded_amount + $1 <= amount AND refund_count < $5 AND status IN ($6, $7)",
        )
        .bind(r.amount)
        .bind(now)
        .bind(payment.id)
        .bind(payment.refunded_amount)
        .bind(MAX_PER_PAYMENT)
        .bind(status::SUCCESS)
        .bind(status::UNAPPLIED)
        .execute(&mut *conn)
        .await?;
        if reserved.rows_affected() == 0 {
            return Err(PaymentError::RefundRefused("该订单正在退款或可退金额已变化，请刷新后重试"));
        }
        let id = self.ids.next_id();
        let refund: Refund = sqlx::query_as(&format!(
            "INSERT INTO refunds (id, refund_no, payment_id, pay_transaction_no, purpose, reference_id, company_id, amount, reason, kind, status,
                                  operator_id, create_time, update_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING {COLUMNS}"
        ))
        .bind(id)
        .bind(format!("RF{id}"))
        .bind(payment.id)
        .bind(&payment.pay_transaction_no)
        .bind(&payment.purpose)
        .bind(payment.reference_id)
        .bind(payment.company_id)
        .bind(r.amount)
        .bind(r.reason)
        .bind(r.kind)
        .bind(refund_status::PENDING)
        .bind(r.operator_id)
        .bind(now)
        .fetch_one(&mut *conn)
        .await?;
        if payment.status == status::SUCCESS {
            let purpose = self.purpose(&payment.purpose)?.clone();
            purpose.refunded(conn, payment, &refund, RefundStage::Reserve, &self.ids).await?;
        }
        Ok(refund)
    }

    /// Sends a pending refund to the gateway (claimed first, so two senders
    /// never both send it) and applies its answer. A gateway that cannot be
    /// reached leaves it pending for the next try; a refusal marks it failed.
    pub async fn submit_refund(&self, refund: &Refund) -> Result<(), PaymentError> {
        let gateway = self.gateway()?.clone();
        let claimed = sqlx::query("UPDATE refunds SET status = $1, attempts = attempts + 1, update_time = $2 WHERE id = $3 AND status = $4")
            .bind(refund_status::PROCESSING)
            .bind(now_ms())
            .bind(refund.id)
            .bind(refund_status::PENDING)
            .execute(&self.db.write)
            .await?;
        if claimed.rows_affected() == 0 {
            return Ok(());
        }
        let total: (i64,) = sqlx::query_as("SELECT amount FROM payments WHERE id = $1").bind(refund.payment_id).fetch_one(&self.db.read).await?;
        let order = RefundOrder { pay_transaction_no: &refund.pay_transaction_no, refund_no: &refund.refund_no, amount: refund.amount, total: total.0, reason: &refund.reason };
        match gateway.refund(&order).await {
            Ok(report) => {
                self.apply_refund(&report).await?;
                Ok(())
            }
            Err(GatewayError::Refused { code, message }) => {
                self.finish(refund, refund_status::FAILED, None, Some(&format!("{code} {message}"))).await?;
                Ok(())
            }
            Err(e) => {
                back_to_pending(&self.db, refund.id).await?;
                Err(e.into())
            }
        }
    }

    /// A failed refund sent again under its own number (the amount stayed reserved).
    pub async fn retry_refund(&self, refund_no: &str) -> Result<Refund, PaymentError> {
        let moved = sqlx::query("UPDATE refunds SET status = $1, update_time = $2 WHERE refund_no = $3 AND status = $4")
            .bind(refund_status::PENDING)
            .bind(now_ms())
            .bind(refund_no)
            .bind(refund_status::FAILED)
            .execute(&self.db.write)
            .await?;
        if moved.rows_affected() == 0 {
            return Err(PaymentError::RefundRefused("只有退款失败的记录可以重试"));
        }
        let refund = find(&self.db, refund_no).await?.ok_or(PaymentError::NotFound)?;
        if let Err(e) = self.submit_refund(&refund).await {
            tracing::warn!(refund = %refund_no, error = %e, "refund retry not sent yet; the reconciliation job retries it");
        }
        Ok(find(&self.db, refund_no).await?.unwrap_or(refund))
    }

    /// Applies a gateway's word on a refund (an answer, a query or a verified
    /// notification), exactly once however often it arrives. True when this
    /// call ended the refund.
    pub async fn apply_refund(&self, report: &GatewayRefund) -> Result<bool, PaymentError> {
        if report.mch_id != self.mch_id {
            return Err(PaymentError::Mismatch(format!("merchant {} reported refund {}", report.mch_id, report.refund_no)));
        }
        let Some(refund) = find(&self.db, &report.refund_no).await? else {
            let detail = format!("微信支付通知了本平台没有的退款 {}", report.refund_no);
            super::bill::note_difference(&self.db, &self.ids, &super::bill::NewDifference::unknown(&report.pay_transaction_no, report.amount, &detail)).await?;
            return Ok(false);
        };
        if refund.amount != report.amount || refund.pay_transaction_no != report.pay_transaction_no {
            return Err(PaymentError::Mismatch(format!("refund {} reported as {} of {}", refund.refund_no, report.amount, report.pay_transaction_no)));
        }
        match report.state {
            RefundState::Processing => {
                sqlx::query("UPDATE refunds SET gateway_refund_id = COALESCE($1, gateway_refund_id) WHERE id = $2")
                    .bind(report.refund_id.as_deref())
                    .bind(refund.id)
                    .execute(&self.db.write)
                    .await?;
                Ok(false)
            }
            RefundState::Success => self.finish(&refund, refund_status::SUCCESS, Some(report), None).await,
            RefundState::Closed => self.finish(&refund, refund_status::CLOSED, Some(report), Some("微信支付已关闭该退款")).await,
            RefundState::Abnormal => self.finish(&refund, refund_status::ABNORMAL, Some(report), Some("退款到银行卡失败，需人工处理")).await,
        }
    }

    /// Ends a refund in its own transaction.
    async fn finish(&self, refund: &Refund, to: &str, report: Option<&GatewayRefund>, detail: Option<&str>) -> Result<bool, PaymentError> {
        let mut tx = self.db.write.begin().await?;
        let done = self.finish_on(&mut tx, refund, to, report, detail).await?;
        tx.commit().await?;
        if done && to == refund_status::SUCCESS {
            tracing::info!(refund = %refund.refund_no, amount = refund.amount, "refund succeeded");
        }
        Ok(done)
    }

    /// pending or processing -> `to` by one conditional UPDATE, and its
    /// effect: on success points go back for a points payment and the purpose
    /// learns it; failed keeps the reservation for a retry; closed and
    /// abnormal give the reservation back.
    async fn finish_on(&self, conn: &mut AnyConnection, refund: &Refund, to: &str, report: Option<&GatewayRefund>, detail: Option<&str>) -> Result<bool, PaymentError> {
        let now = now_ms();
        let moved = sqlx::query(
            "UPDATE refunds SET status = $1, success_time = $2, gateway_refund_id = COALESCE($3, gateway_refund_id), detail = COALESCE($4, detail),
                                notification = COALESCE($5, notification), update_time = $6
             WHERE id = $7 AND status IN ($8, $9)",
        )
        .bind(to)
        .bind((to == refund_status::SUCCESS).then(|| report.and_then(|r| r.success_time).unwrap_or(now)))
        .bind(report.and_then(|r| r.refund_id.as_deref()))
        .bind(detail)
        .bind(report.map(|r| r.raw.as_str()))
        .bind(now)
        .bind(refund.id)
        .bind(refund_status::PENDING)
        .bind(refund_status::PROCESSING)
        .execute(&mut *conn)
        .await?;
        if moved.rows_affected() == 0 {
            return Ok(false);
        }
        if to == refund_status::FAILED {
            return Ok(true);
        }
        let payment: Payment = sqlx::query_as(&format!("SELECT {PAYMENT_COLUMNS} FROM payments WHERE id = $1")).bind(refund.payment_id).fetch_one(&mut *conn).await?;
        let settled = payment.status == status::SUCCESS;
        if to == refund_status::SUCCESS {
            let (returned,): (i64,) = sqlx::query_as("SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) FROM refunds WHERE payment_id = $1 AND status = $2")
                .bind(payment.id)
                .bind(refund_status::SUCCESS)
                .fetch_one(&mut *conn)
                .await?;
            if payment.pay_method == method::ACCOUNT {
                let account = self.points.as_ref().ok_or_else(|| KernelError::Internal(anyhow::anyhow!("points payment without a points account")))?;
                // Whole points were taken (rounded up); what goes back adds up to exactly that.
                let points = points_of(returned) - points_of(returned - refund.amount);
                let credit = PointsCredit { ledger_id: self.ids.next_id(), company_id: payment.company_id, points, reference_no: &refund.refund_no, remark: "退款退回积分" };
                account.credit(conn, &credit).await?;
            }
            if settled {
                let purpose = self.purpose(&payment.purpose)?.clone();
                purpose.refunded(conn, &payment, refund, RefundStage::Succeeded { full: returned >= payment.amount }, &self.ids).await?;
            }
        } else {
            sqlx::query("UPDATE payments SET refunded_amount = refunded_amount - $1, update_time = $2 WHERE id = $3")
                .bind(refund.amount)
                .bind(now)
                .bind(payment.id)
                .execute(&mut *conn)
                .await?;
            if settled {
                let purpose = self.purpose(&payment.purpose)?.clone();
                purpose.refunded(conn, &payment, refund, RefundStage::Released, &self.ids).await?;
            }
        }
        Ok(true)
    }

    /// Sends every pending refund, and asks about those processing for over a
    /// minute (a crash may have cut the answer off: one the gateway never saw
    /// goes back to pending and is sent again under the same number).
    pub(crate) async fn retry_refunds(&self) -> anyhow::Result<()> {
        let Some(gateway) = self.gateway.clone() else {
            return Ok(());
        };
        let now = now_ms();
        let mut after = 0_i64;
        loop {
            let page: Vec<Refund> = sqlx::query_as(&format!(
                "SELECT {COLUMNS} FROM refunds WHERE id > $1 AND (status = $2 OR (status = $3 AND update_time < $4)) ORDER BY id LIMIT 200"
            ))
            .bind(after)
            .bind(refund_status::PENDING)
            .bind(refund_status::PROCESSING)
            .bind(now - self.reconcile_after_ms)
            .fetch_all(&self.db.read)
            .await?;
            let Some(last) = page.last() else { break };
            after = last.id;
            for r in page {
                let outcome = if r.status == refund_status::PENDING {
                    self.submit_refund(&r).await
                } else {
                    match gateway.query_refund(&r.refund_no).await {
                        Ok(report) => self.apply_refund(&report).await.map(|_| ()),
                        Err(e) if e.is_not_found() => match back_to_pending(&self.db, r.id).await {
                            Ok(()) => self.submit_refund(&r).await,
                            Err(e) => Err(e),
                        },
                        Err(e) => Err(e.into()),
                    }
                };
                if let Err(e) = outcome {
                    tracing::warn!(refund = %r.refund_no, error = %e, "a refund stays unfinished until the next run");
                }
            }
        }
        Ok(())
    }
}

async fn back_to_pending(db: &Db, id: i64) -> Result<(), PaymentError> {
    sqlx::query("UPDATE refunds SET status = $1, update_time = $2 WHERE id = $3 AND status = $4")
        .bind(refund_status::PENDING)
        .bind(now_ms())
        .bind(id)
        .bind(refund_status::PROCESSING)
        .execute(&db.write)
        .await?;
    Ok(())
}

pub async fn find(db: &Db, refund_no: &str) -> Result<Option<Refund>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM refunds WHERE refund_no = $1")).bind(refund_no).fetch_optional(&db.read).await?)
}

/// Every refund of a purpose's row, newest first.
pub async fn of_reference(db: &Db, purpose: &str, reference_id: i64) -> Result<Vec<Refund>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM refunds WHERE purpose = $1 AND reference_id = $2 ORDER BY id DESC"))
        .bind(purpose)
        .bind(reference_id)
        .fetch_all(&db.read)
        .await?)
}

/// A page of a purpose's refunds, newest first; `reference_id` narrows it to one row.
pub async fn page(db: &Db, purpose: &str, reference_id: Option<i64>, page: &kernel::http::PageQuery) -> Result<(Vec<Refund>, i64), KernelError> {
    let filter = "purpose = $1 AND ($2 = 0 OR reference_id = $2)";
    let id = reference_id.unwrap_or(0);
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM refunds WHERE {filter}")).bind(purpose).bind(id).fetch_one(&db.read).await?;
    let rows = sqlx::query_as(&format!("SELECT {COLUMNS} FROM refunds WHERE {filter} ORDER BY id DESC LIMIT $3 OFFSET $4"))
        .bind(purpose)
        .bind(id)
        .bind(page.limit())
        .bind(page.offset())
        .fetch_all(&db.read)
        .await?;
    Ok((rows, total))
}
