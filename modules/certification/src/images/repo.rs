//! Who uploaded each private certification image (`private_images`): the
//! bytes are in object storage, this table says who may read them.

use kernel::db::Db;
use kernel::KernelError;

/// Records an uploaded image: the uploading user and, when it has one, its current company.
pub async fn record(db: &Db, key: &str, company_id: Option<i64>, user_id: i64) -> Result<(), KernelError> {
    sqlx::query("INSERT INTO private_images (object_key, company_id, user_id, create_time) VALUES ($1, $2, $3, $4)")
        .bind(key)
        .bind(company_id)
        .bind(user_id)
        .bind(kernel::time::now_ms())
        .execute(&db.write)
        .await?;
    Ok(())
}

/// The company (if any) and the user that uploaded the image with this key.
pub async fn uploader(db: &Db, key: &str) -> Result<Option<(Option<i64>, i64)>, KernelError> {
    Ok(sqlx::query_as("SELECT company_id, user_id FROM private_images WHERE object_key = $1").bind(key).fetch_optional(&db.read).await?)
}
