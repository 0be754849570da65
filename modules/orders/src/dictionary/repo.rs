//! The dictionaries' SQL.

use super::DictData;
use kernel::db::{touched, Db};
use kernel::KernelError;

pub async fn entries(db: &Db, dict_type: &str, enabled_only: bool) -> Result<Vec<DictData>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT id, dict_type, dict_label, dict_value, sort, status FROM dict_data
         WHERE dict_type = $1 AND ($2 = 0 OR status = 1) ORDER BY sort, id",
    )
    .bind(dict_type)
    .bind(i64::from(enabled_only))
    .fetch_all(&db.read)
    .await?)
}

/// The label of an enabled entry, when the value is one.
pub async fn label(db: &Db, dict_type: &str, value: &str) -> Result<Option<String>, KernelError> {
    let row: Option<(String,)> = sqlx::query_as("SELECT dict_label FROM dict_data WHERE dict_type = $1 AND dict_value = $2 AND status = 1")
        .bind(dict_type)
        .bind(value)
        .fetch_optional(&db.read)
        .await?;
    Ok(row.map(|(l,)| l))
}

/// Changes an entry and appends the change (before → after) to the audit trail in one
/// transaction: no audit row, no change.
pub async fn update(db: &Db, id: i64, label: &str, sort: i64, status: i64, audit: &kernel::audit::Entry<'_>) -> Result<(), KernelError> {
    let mut tx = db.write.begin().await?;
    let before: Option<(String, String, i64, i64)> =
        sqlx::query_as("SELECT dict_type, dict_label, sort, status FROM dict_data WHERE id = $1").bind(id).fetch_optional(&mut *tx).await?;
    let Some((dict_type, old_label, old_sort, old_status)) = before else { return Err(KernelError::NotFound) };
    touched(
        sqlx::query("UPDATE dict_data SET dict_label = $1, sort = $2, status = $3 WHERE id = $4")
            .bind(label)
            .bind(sort)
            .bind(status)
            .bind(id)
            .execute(&mut *tx)
            .await?,
    )?;
    let detail = format!("{dict_type}: {old_label}/{old_sort}/{old_status} → {label}/{sort}/{status}");
    let target = format!("dict_data:{id}");
    kernel::audit::record_with(&mut tx, &kernel::audit::Entry { target: Some(&target), detail: Some(&detail), ..audit.clone() }, kernel::time::now_ms()).await?;
    tx.commit().await?;
    Ok(())
}
