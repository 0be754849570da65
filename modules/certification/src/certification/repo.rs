//! Certification submissions (`certifications`: one row per submission, the
//! latest of a company or a person is its state), the operators' decisions on
//! them (`certification_decisions`) and the e-signature choice
//! (`esign_choices`). Submission states are the kernel's certification
//! constants (1 under review, 2 approved, 3 rejected); the company's own state
//! moves only through `services::identity`.

use kernel::db::Db;
use kernel::http::PageQuery;
use services::identity::certification::UNDER_REVIEW;
use kernel::privacy::{kind, Sealed, SealedColumn, Vault};
use kernel::time::now_ms;
use kernel::KernelError;
use sqlx::{Any, Executor};

// ID-card numbers are sealed at rest (the legal person's and a person's own); a person's is found by its keyed hash.
static ID_CARD: Sealed = Sealed { module: crate::NAME, table: "certifications", column: "id_card", kind: kind::ID_CARD, index_column: Some("id_card_hash") };
static LEGAL_PERSON_ID_CARD: Sealed = Sealed { module: crate::NAME, table: "certifications", column: "artificial_person_id_card", kind: kind::ID_CARD, index_column: None };
kernel::inventory::submit!(SealedColumn(&ID_CARD));
kernel::inventory::submit!(SealedColumn(&LEGAL_PERSON_ID_CARD));

/// A full company certification (licence, legal person).
pub const KIND_COMPANY: &str = "company";
/// The short company review form, and a certified company's edit sent back to review.
pub const KIND_REVIEW: &str = "review";
/// A person's real-name certification.
pub const KIND_PERSON: &str = "person";
/// The kinds a company's certification is made of.
pub const COMPANY_KINDS: &[&str] = &[KIND_COMPANY, KIND_REVIEW];
/// Every kind: one company's whole history (its certifications and its members' personal ones).
pub const ALL_KINDS: &[&str] = &[KIND_COMPANY, KIND_REVIEW, KIND_PERSON];

/// A full company certification as submitted.
pub struct CompanySubmission<'a> {
    pub company_name: &'a str,
    pub license_number: &'a str,
    pub artificial_person: &'a str,
    pub artificial_person_id_card: Option<&'a str>,
    pub real_name: Option<&'a str>,
    pub id_card: &'a str,
    pub license_photo: &'a str,
    pub legal_person_photo: &'a str,
    pub signing_method: i64,
}

pub async fn insert_company<'e, E: Executor<'e, Database = Any>>(
    ex: E,
    vault: &Vault,
    id: i64,
    company_id: i64,
    user_id: i64,
    s: &CompanySubmission<'_>,
) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO certifications (id, kind, company_id, user_id, company_name, license_number, artificial_person,
            artificial_person_id_card, real_name, id_card, license_photo, legal_person_photo, signing_method, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
    )
    .bind(id)
    .bind(KIND_COMPANY)
    .bind(company_id)
    .bind(user_id)
    .bind(s.company_name)
    .bind(s.license_number)
    .bind(s.artificial_person)
    .bind(vault.seal_opt(kind::ID_CARD, s.artificial_person_id_card))
    .bind(s.real_name)
    .bind(vault.seal(kind::ID_CARD, s.id_card))
    .bind(s.license_photo)
    .bind(s.legal_person_photo)
    .bind(s.signing_method)
    .bind(UNDER_REVIEW)
    .bind(now_ms())
    .execute(ex)
    .await?;
    Ok(())
}

/// A short review of a company: the review form, or an edit of a certified company.
pub struct ReviewSubmission<'a> {
    pub company_name: &'a str,
    pub license_number: Option<&'a str>,
    pub artificial_person: Option<&'a str>,
    pub mobile: Option<&'a str>,
    pub linkman: &'a str,
    pub main_product: Option<&'a str>,
    pub license_photo: Option<&'a str>,
}

pub async fn insert_review<'e, E: Executor<'e, Database = Any>>(
    ex: E,
    id: i64,
    company_id: i64,
    user_id: i64,
    s: &ReviewSubmission<'_>,
) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO certifications (id, kind, company_id, user_id, company_name, license_number, artificial_person, mobile,
            linkman, main_product, license_photo, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
    )
    .bind(id)
    .bind(KIND_REVIEW)
    .bind(company_id)
    .bind(user_id)
    .bind(s.company_name)
    .bind(s.license_number)
    .bind(s.artificial_person)
    .bind(s.mobile)
    .bind(s.linkman)
    .bind(s.main_product)
    .bind(s.license_photo)
    .bind(UNDER_REVIEW)
    .bind(now_ms())
    .execute(ex)
    .await?;
    Ok(())
}

/// A person's real-name certification as submitted.
pub struct PersonSubmission<'a> {
    pub real_name: &'a str,
    pub id_card: &'a str,
    pub sex: Option<i64>,
    pub mobile: &'a str,
    pub id_card_photo: &'a str,
    pub id_card_photo_back: &'a str,
}

pub async fn insert_person<'e, E: Executor<'e, Database = Any>>(
    ex: E,
    vault: &Vault,
    id: i64,
    company_id: Option<i64>,
    user_id: i64,
    s: &PersonSubmission<'_>,
) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO certifications (id, kind, company_id, user_id, real_name, id_card, sex, mobile, id_card_photo,
            id_card_photo_back, status, create_time, id_card_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
    )
    .bind(id)
    .bind(KIND_PERSON)
    .bind(company_id)
    .bind(user_id)
    .bind(s.real_name)
    .bind(vault.seal(kind::ID_CARD, s.id_card))
    .bind(s.sex)
    .bind(s.mobile)
    .bind(s.id_card_photo)
    .bind(s.id_card_photo_back)
    .bind(UNDER_REVIEW)
    .bind(now_ms())
    .bind(vault.index(kind::ID_CARD, s.id_card))
    .execute(ex)
    .await?;
    Ok(())
}

/// Whether another person's real-name certification, waiting or approved, holds this ID-card
/// number (found by its keyed hash: the number itself is sealed).
pub async fn id_card_held_by_another(db: &Db, vault: &Vault, id_card: &str, user_id: i64) -> Result<bool, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT id FROM certifications WHERE id_card_hash = $1 AND kind = $2 AND user_id <> $3 AND status IN (1, 2) LIMIT 1")
        .bind(vault.index(kind::ID_CARD, id_card))
        .bind(KIND_PERSON)
        .bind(user_id)
        .fetch_optional(&db.read)
        .await?;
    Ok(row.is_some())
}

/// Whether the user's personal certification waits for review.
pub async fn person_under_review(db: &Db, user_id: i64) -> Result<bool, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT id FROM certifications WHERE user_id = $1 AND kind = $2 AND status = $3")
        .bind(user_id)
        .bind(KIND_PERSON)
        .bind(UNDER_REVIEW)
        .fetch_optional(&db.read)
        .await?;
    Ok(row.is_some())
}

/// The latest submission as its applicant sees it.
#[derive(sqlx::FromRow)]
pub struct Latest {
    pub id: i64,
    pub kind: String,
    pub status: i64,
    pub company_name: Option<String>,
    pub real_name: Option<String>,
    pub review_note: Option<String>,
    pub review_time: Option<i64>,
    pub create_time: i64,
    pub license_photo: Option<String>,
    pub license_number: Option<String>,
    pub artificial_person: Option<String>,
    pub id_card: Option<String>,
    pub sex: Option<i64>,
    pub mobile: Option<String>,
    pub linkman: Option<String>,
    pub main_product: Option<String>,
    pub legal_person_photo: Option<String>,
    pub id_card_photo: Option<String>,
    pub id_card_photo_back: Option<String>,
}

const LATEST: &str = "SELECT id, kind, status, company_name, real_name, review_note, review_time, create_time, license_photo,
    license_number, artificial_person, id_card, sex, mobile, linkman, main_product, legal_person_photo, id_card_photo, id_card_photo_back
    FROM certifications";

/// The company's latest certification (either form), its ID number opened.
pub async fn latest_of_company(db: &Db, vault: &Vault, company_id: i64) -> Result<Option<Latest>, KernelError> {
    let latest: Option<Latest> = sqlx::query_as(&format!("{LATEST} WHERE company_id = $1 AND kind IN ($2, $3) ORDER BY id DESC LIMIT 1"))
        .bind(company_id)
        .bind(KIND_COMPANY)
        .bind(KIND_REVIEW)
        .fetch_optional(&db.read)
        .await?;
    latest.map(|l| Ok(Latest { id_card: vault.open_opt(kind::ID_CARD, l.id_card.clone())?, ..l })).transpose()
}

/// The user's latest personal certification, its ID number opened.
pub async fn latest_of_person(db: &Db, vault: &Vault, user_id: i64) -> Result<Option<Latest>, KernelError> {
    let latest: Option<Latest> = sqlx::query_as(&format!("{LATEST} WHERE user_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1"))
        .bind(user_id)
        .bind(KIND_PERSON)
        .fetch_optional(&db.read)
        .await?;
    latest.map(|l| Ok(Latest { id_card: vault.open_opt(kind::ID_CARD, l.id_card.clone())?, ..l })).transpose()
}

/// A submission as the operators' queue shows it; who applied and who
/// reviewed are ids, named through `services::identity::user_briefs`.
#[derive(sqlx::FromRow)]
pub struct Submission {
    pub id: i64,
    pub kind: String,
    pub status: i64,
    pub company_id: Option<i64>,
    pub company_name: Option<String>,
    pub license_number: Option<String>,
    pub artificial_person: Option<String>,
    pub real_name: Option<String>,
    pub id_card: Option<String>,
    pub mobile: Option<String>,
    pub linkman: Option<String>,
    pub main_product: Option<String>,
    pub license_photo: Option<String>,
    pub legal_person_photo: Option<String>,
    pub id_card_photo: Option<String>,
    pub id_card_photo_back: Option<String>,
    pub user_id: i64,
    pub review_note: Option<String>,
    pub reviewer_id: Option<i64>,
    pub review_time: Option<i64>,
    pub create_time: i64,
}

const SUBMISSION: &str = "SELECT id, kind, status, company_id, company_name, license_number, artificial_person, real_name, id_card,
    mobile, linkman, main_product, license_photo, legal_person_photo, id_card_photo, id_card_photo_back, user_id, review_note,
    reviewer_id, review_time, create_time FROM certifications";

/// Which submissions a page holds: the kinds always; a state and a company when given.
pub struct PageFilter<'a> {
    pub kinds: &'a [&'a str],
    pub status: Option<i64>,
    pub company_id: Option<i64>,
    /// Newest first (a company's history) rather than oldest first (the queue).
    pub newest_first: bool,
}

/// A page of submissions of the given kinds, in one state and of one company
/// when asked, with the total.
pub async fn page(db: &Db, vault: &Vault, filter: &PageFilter<'_>, page: &PageQuery) -> Result<(Vec<Submission>, i64), KernelError> {
    // $1 is the state, $2 the company; the kinds follow.
    let kinds = filter.kinds;
    let kinds_in = (3..3 + kinds.len()).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ");
    let (limit, offset) = (kinds.len() + 3, kinds.len() + 4);
    let condition = format!("($1 IS NULL OR status = $1) AND ($2 IS NULL OR company_id = $2) AND kind IN ({kinds_in})");
    let order = if filter.newest_first { "id DESC" } else { "id" };
    let count_sql = format!("SELECT COUNT(*) FROM certifications WHERE {condition}");
    let mut count = sqlx::query_as::<_, (i64,)>(&count_sql).bind(filter.status).bind(filter.company_id);
    for k in kinds {
        count = count.bind(*k);
    }
    let (total,) = count.fetch_one(&db.read).await?;
    let sql = format!("{SUBMISSION} WHERE {condition} ORDER BY {order} LIMIT ${limit} OFFSET ${offset}");
    let mut rows = sqlx::query_as::<_, Submission>(&sql).bind(filter.status).bind(filter.company_id);
    for k in kinds {
        rows = rows.bind(*k);
    }
    let rows = rows.bind(page.limit()).bind(page.offset()).fetch_all(&db.read).await?;
    let rows = rows.into_iter().map(|r| opened(vault, r)).collect::<Result<_, _>>()?;
    Ok((rows, total))
}

fn opened(vault: &Vault, r: Submission) -> Result<Submission, KernelError> {
    Ok(Submission { id_card: vault.open_opt(kind::ID_CARD, r.id_card.clone())?, ..r })
}

pub async fn find(db: &Db, vault: &Vault, id: i64) -> Result<Option<Submission>, KernelError> {
    let row: Option<Submission> = sqlx::query_as(&format!("{SUBMISSION} WHERE id = $1")).bind(id).fetch_optional(&db.read).await?;
    row.map(|r| opened(vault, r)).transpose()
}

/// What a decision needs to know of the submission it decided (the ID number as sealed: it moves to the account sealed).
#[derive(sqlx::FromRow)]
pub struct Decided {
    pub kind: String,
    pub company_id: Option<i64>,
    pub user_id: i64,
    pub real_name: Option<String>,
    pub id_card: Option<String>,
    pub company_name: Option<String>,
}

/// Decides a submission still under review (conditional, so two operators
/// cannot both decide it) and records the decision with who and when;
/// `None` when it was not under review.
pub async fn decide(
    tx: &mut sqlx::Transaction<'_, Any>,
    decision_id: i64,
    id: i64,
    status: i64,
    note: Option<&str>,
    reviewer_id: i64,
) -> Result<Option<Decided>, KernelError> {
    let now = now_ms();
    let decided: Option<Decided> = sqlx::query_as(
        "UPDATE certifications SET status = $1, review_note = $2, reviewer_id = $3, review_time = $4
         WHERE id = $5 AND status = $6 RETURNING kind, company_id, user_id, real_name, id_card, company_name",
    )
    .bind(status)
    .bind(note)
    .bind(reviewer_id)
    .bind(now)
    .bind(id)
    .bind(UNDER_REVIEW)
    .fetch_optional(&mut **tx)
    .await?;
    if decided.is_some() {
        sqlx::query(
            "INSERT INTO certification_decisions (id, certification_id, decision, note, reviewer_id, create_time) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(decision_id)
        .bind(id)
        .bind(status)
        .bind(note)
        .bind(reviewer_id)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(decided)
}

/// Whether the main account of a newly certified company opens the e-signature service.
pub async fn record_esign_choice(db: &Db, id: i64, company_id: i64, user_id: i64, open: bool) -> Result<(), KernelError> {
    sqlx::query("INSERT INTO esign_choices (id, company_id, user_id, open, create_time) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(company_id)
        .bind(user_id)
        .bind(i64::from(open))
        .bind(now_ms())
        .execute(&db.write)
        .await?;
    Ok(())
}
