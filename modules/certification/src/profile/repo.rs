//! What the company module keeps about a company beside the kernel's
//! `companies` row: its details (`company_details`: region, the licence and
//! legal person of its latest submission) and its agent application
//! (`agent_applications`: 1 applied, 2 approved, 3 rejected).

use kernel::db::Db;
use kernel::time::now_ms;
use kernel::KernelError;
use sqlx::{Any, Executor};

/// The licence image the company's information refers to now.
pub async fn license_photo(db: &Db, company_id: i64) -> Result<Option<String>, KernelError> {
    let row: Option<(Option<String>,)> =
        sqlx::query_as("SELECT license_photo FROM company_details WHERE company_id = $1").bind(company_id).fetch_optional(&db.read).await?;
    Ok(row.and_then(|(p,)| p))
}

/// The company's details: (licence image, province, city, district).
pub async fn details(db: &Db, company_id: i64) -> Result<Option<DetailRow>, KernelError> {
    Ok(sqlx::query_as("SELECT license_photo, province, city, district FROM company_details WHERE company_id = $1")
        .bind(company_id)
        .fetch_optional(&db.read)
        .await?)
}

pub type DetailRow = (Option<String>, Option<String>, Option<String>, Option<String>);

/// Records the licence image (and, when given, the legal person) of what the
/// company submitted; a legal person not given stays as it was.
pub async fn set_licence<'e, E: Executor<'e, Database = Any>>(
    ex: E,
    company_id: i64,
    license_photo: &str,
    artificial_person: Option<&str>,
) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO company_details (company_id, license_photo, artificial_person) VALUES ($1, $2, $3)
         ON CONFLICT (company_id) DO UPDATE SET license_photo = $2, artificial_person = COALESCE($3, company_details.artificial_person)",
    )
    .bind(company_id)
    .bind(license_photo)
    .bind(artificial_person)
    .execute(ex)
    .await?;
    Ok(())
}

/// Sets the company's province, city and district.
pub async fn set_region<'e, E: Executor<'e, Database = Any>>(
    ex: E,
    company_id: i64,
    province: &str,
    city: &str,
    district: Option<&str>,
) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO company_details (company_id, province, city, district) VALUES ($1, $2, $3, $4)
         ON CONFLICT (company_id) DO UPDATE SET province = $2, city = $3, district = $4",
    )
    .bind(company_id)
    .bind(province)
    .bind(city)
    .bind(district)
    .execute(ex)
    .await?;
    Ok(())
}

/// Applies (again) for the company to become an agent company.
pub async fn apply_agent(db: &Db, company_id: i64) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO agent_applications (company_id, status, update_time) VALUES ($1, 1, $2)
         ON CONFLICT (company_id) DO UPDATE SET status = 1, note = NULL, update_time = $2",
    )
    .bind(company_id)
    .bind(now_ms())
    .execute(&db.write)
    .await?;
    Ok(())
}

/// The company's agent application state and note, if it ever applied.
pub async fn agent_state(db: &Db, company_id: i64) -> Result<Option<(i64, Option<String>)>, KernelError> {
    Ok(sqlx::query_as("SELECT status, note FROM agent_applications WHERE company_id = $1").bind(company_id).fetch_optional(&db.read).await?)
}

/// Decides an application still pending (conditional, so it is decided
/// once); false when there was none pending.
pub async fn decide_agent(db: &Db, company_id: i64, status: i64, note: Option<&str>) -> Result<bool, KernelError> {
    let done: Option<(i64,)> = sqlx::query_as(
        "UPDATE agent_applications SET status = $1, note = $2, update_time = $3 WHERE company_id = $4 AND status = 1 RETURNING company_id",
    )
    .bind(status)
    .bind(note)
    .bind(now_ms())
    .bind(company_id)
    .fetch_optional(&db.write)
    .await?;
    Ok(done.is_some())
}
