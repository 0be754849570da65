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

pub async fn update(db: &Db, id: i64, label: &str, sort: i64, status: i64) -> Result<(), KernelError> {
    touched(
        sqlx::query("UPDATE dict_data SET dict_label = $1, sort = $2, status = $3 WHERE id = $4")
            .bind(label)
            .bind(sort)
            .bind(status)
            .bind(id)
            .execute(&db.write)
            .await?,
    )
}
