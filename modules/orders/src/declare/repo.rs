//! The declarations' SQL.

use super::{DeclareForm, Declaration};
use kernel::db::{touched, Db};
use kernel::http::PageQuery;
use kernel::KernelError;

const COLUMNS: &str = "id, company_id, user_id, product_id, product_name, company_name, platform_type, reference, contact_person, contact_number,
    contact_address, main_product, apply_remark, application_type, application_version_id, product_json, object_json, follow_status, create_time";
/// What is read: the written columns and the operators' latest follow-up.
const READ: &str = "id, company_id, user_id, product_id, product_name, company_name, platform_type, reference, contact_person, contact_number,
    contact_address, main_product, apply_remark, application_type, application_version_id, product_json, object_json, follow_status, create_time,
    follow_note, follow_time";

pub struct NewDeclaration<'a> {
    pub id: i64,
    pub company_id: i64,
    pub user_id: i64,
    pub company_name: &'a str,
    pub product_json: Option<&'a str>,
    pub object_json: Option<&'a str>,
    pub now: i64,
}

pub async fn insert(conn: &mut sqlx::AnyConnection, n: &NewDeclaration<'_>, f: &DeclareForm) -> Result<(), KernelError> {
    sqlx::query(&format!(
        "INSERT INTO product_declares ({COLUMNS}, update_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 0, $18, $18)"
    ))
    .bind(n.id)
    .bind(n.company_id)
    .bind(n.user_id)
    .bind(f.product_id)
    .bind(&f.product_name)
    .bind(n.company_name)
    .bind(&f.platform_type)
    .bind(f.reference.as_deref())
    .bind(f.contact_person.as_deref())
    .bind(f.contact_number.as_deref())
    .bind(f.contact_address.as_deref())
    .bind(f.main_product.as_deref())
    .bind(f.apply_remark.as_deref())
    .bind(f.application_type.as_deref())
    .bind(f.application_version_id)
    .bind(n.product_json)
    .bind(n.object_json)
    .bind(n.now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// A page of declarations, newest first: the company's own, or every company's (`None`, operators).
pub async fn page(db: &Db, company_id: Option<i64>, follow_status: Option<i64>, page: &PageQuery) -> Result<(Vec<Declaration>, i64), KernelError> {
    let filter = "($1 = 0 OR company_id = $2) AND ($3 = -1 OR follow_status = $3)";
    let scope = (i64::from(company_id.is_some()), company_id.unwrap_or_default(), follow_status.unwrap_or(-1));
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM product_declares WHERE {filter}"))
        .bind(scope.0)
        .bind(scope.1)
        .bind(scope.2)
        .fetch_one(&db.read)
        .await?;
    let rows = sqlx::query_as(&format!("SELECT {READ} FROM product_declares WHERE {filter} ORDER BY id DESC LIMIT $4 OFFSET $5"))
        .bind(scope.0)
        .bind(scope.1)
        .bind(scope.2)
        .bind(page.limit())
        .bind(page.offset())
        .fetch_all(&db.read)
        .await?;
    Ok((rows, total))
}

/// One declaration: of the company, or any (`None`, operators).
pub async fn find(db: &Db, id: i64, company_id: Option<i64>) -> Result<Option<Declaration>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {READ} FROM product_declares WHERE id = $1 AND ($2 = 0 OR company_id = $3)"))
        .bind(id)
        .bind(i64::from(company_id.is_some()))
        .bind(company_id.unwrap_or_default())
        .fetch_optional(&db.read)
        .await?)
}

/// Moves the follow status; a note (or none) replaces the latest follow-up's.
pub async fn set_follow_status(conn: &mut sqlx::AnyConnection, id: i64, status: i64, note: Option<&str>, now: i64) -> Result<(), KernelError> {
    touched(
        sqlx::query("UPDATE product_declares SET follow_status = $1, follow_note = $2, follow_time = $3, update_time = $3 WHERE id = $4")
            .bind(status)
            .bind(note)
            .bind(now)
            .bind(id)
            .execute(&mut *conn)
            .await?,
    )
}
