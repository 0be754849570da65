//! To-dos: work waiting for someone. A kernel service because every area makes
//! them (a join request, a contract to sign, an order to pay, reviews for
//! operators) and the workbench shows them together. Contracts to sign are
//! to-dos too, listed by the e-signature calls rather than the workflow ones. The module that causes a
//! to-do opens and closes it on the same transaction as its own change, so a
//! to-do exists exactly while its work does.

use kernel::db::{bound, Arg, Db};
use kernel::KernelError;
use sqlx::AnyConnection;

/// The kinds the platform makes.
pub mod kinds {
    pub const JOIN_REQUEST: &str = "join_request";
    pub const CONTRACT: &str = "contract";
    /// A contract to sign through the cloud (CFCA) channel.
    pub const CLOUD_CONTRACT: &str = "contract_cloud";
    pub const ORDER_PAYMENT: &str = "order_payment";
    pub const CERTIFICATION_REVIEW: &str = "certification_review";
    pub const DECLARATION_REVIEW: &str = "declaration_review";
    pub const PARTNER_REVIEW: &str = "partner_review";
    /// A launch rule a partner attached to an app companies may open, waiting for the operators.
    pub const PARTNER_RULE_REVIEW: &str = "partner_rule_review";
    /// An invoice asked for, waiting for the operators to issue or reject it.
    pub const INVOICE_REQUEST: &str = "invoice_request";
    /// A visitor's message or AI demand (a lead) the operators have not handled yet.
    pub const LEAD: &str = "lead";
}

/// Who must act.
#[derive(Debug, Clone, Copy)]
pub enum Assignee {
    User(i64),
    /// The main account of this company.
    CompanyMain(i64),
    Operators,
}

pub struct NewTodo<'a> {
    pub kind: &'static str,
    /// The row whose state the to-do follows (a request, a contract, an order).
    pub reference_id: i64,
    pub title: &'a str,
    /// A workbench path that opens the work.
    pub link: &'a str,
    pub applicant_user_id: Option<i64>,
    pub company_id: Option<i64>,
    pub assignee: Assignee,
}

impl<'a> NewTodo<'a> {
    /// A request the applicant made (for a company) that the operators decide on.
    pub fn for_operators(kind: &'static str, reference_id: i64, title: &'a str, link: &'a str, applicant_user_id: i64, company_id: Option<i64>) -> Self {
        NewTodo { kind, reference_id, title, link, applicant_user_id: Some(applicant_user_id), company_id, assignee: Assignee::Operators }
    }
}

/// Opens the to-do, or reopens it (a request asked again after a decision).
pub async fn open_with(conn: &mut AnyConnection, id: i64, t: &NewTodo<'_>, now: i64) -> Result<(), KernelError> {
    opening(id, t, now).execute(&mut *conn).await?;
    Ok(())
}

/// The statement of `open_with`, for a write sent whole (`db::Batch`).
pub fn opening<'q>(id: i64, t: &NewTodo<'q>, now: i64) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    let (user, company, operators) = match t.assignee {
        Assignee::User(u) => (Some(u), None, 0_i64),
        Assignee::CompanyMain(c) => (None, Some(c), 0),
        Assignee::Operators => (None, None, 1),
    };
    sqlx::query(
        "INSERT INTO todos (id, kind, reference_id, title, link, applicant_user_id, company_id, assignee_user_id, assignee_company_id,
                            for_operators, state, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11)
         ON CONFLICT (kind, reference_id) DO UPDATE SET title = excluded.title, link = excluded.link,
             applicant_user_id = excluded.applicant_user_id, company_id = excluded.company_id,
             assignee_user_id = excluded.assignee_user_id, assignee_company_id = excluded.assignee_company_id,
             for_operators = excluded.for_operators, state = 0, create_time = excluded.create_time, done_time = NULL",
    )
    .bind(id)
    .bind(t.kind)
    .bind(t.reference_id)
    .bind(t.title)
    .bind(t.link)
    .bind(t.applicant_user_id)
    .bind(t.company_id)
    .bind(user)
    .bind(company)
    .bind(operators)
    .bind(now)
}

/// Closes the open to-do of this kind and reference (nothing when there is none).
pub async fn close_with(conn: &mut AnyConnection, kind: &'static str, reference_id: i64, now: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE todos SET state = 1, done_time = $1 WHERE kind = $2 AND reference_id = $3 AND state = 0")
        .bind(now)
        .bind(kind)
        .bind(reference_id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Opens again a to-do that was closed (work marked done by mistake); nothing when there is none.
pub async fn reopen_with(conn: &mut AnyConnection, kind: &'static str, reference_id: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE todos SET state = 0, done_time = NULL WHERE kind = $1 AND reference_id = $2 AND state = 1")
        .bind(kind)
        .bind(reference_id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// One line of the operators' work queue: the open to-dos of a kind that open one page.
#[derive(Debug, Clone, serde::Serialize, sqlx::FromRow)]
pub struct QueueLine {
    pub kind: String,
    pub link: String,
    pub count: i64,
    /// When the oldest of them came, epoch ms.
    pub oldest: i64,
}

/// The operators' open work by kind and page, the longest waiting first.
pub async fn operator_queue(db: &Db) -> Result<Vec<QueueLine>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT kind, link, COUNT(*) AS count, MIN(create_time) AS oldest FROM todos
         WHERE state = 0 AND for_operators = 1 GROUP BY kind, link ORDER BY MIN(create_time), kind",
    )
    .fetch_all(&db.read)
    .await?)
}

#[derive(Debug, Clone, serde::Serialize, sqlx::FromRow)]
pub struct Todo {
    pub id: i64,
    pub kind: String,
    pub reference_id: i64,
    pub title: String,
    pub link: String,
    pub company_id: Option<i64>,
    pub state: i64,
    pub create_time: i64,
}

/// Whose to-dos a list shows.
#[derive(Debug, Clone, Copy)]
pub struct Viewer {
    pub user_id: i64,
    pub company_id: Option<i64>,
    pub main_account: bool,
    pub operator: bool,
}

/// Which kinds a list takes: contracts to sign (by channel), or every other kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kinds {
    Contracts,
    CloudContracts,
    Workflow,
}

const COLUMNS: &str = "id, kind, reference_id, title, link, company_id, state, create_time";

/// One of the viewer's assignments: the column of a to-do that names the viewer, and the value
/// it holds (none for the operators' flag).
struct Assignment {
    column: &'static str,
    value: Option<i64>,
}

/// The viewer's assignments of open to-dos of these kinds: only the ones the viewer holds (its
/// own, its company's main account's, the operators') reach the SQL, each read newest first
/// through its own index (`todos_assignee_user`, …), which carries the kind too.
fn assignments(v: &Viewer, kinds: Kinds) -> (Vec<Assignment>, &'static str) {
    let kind = match kinds {
        Kinds::Contracts => "kind = 'contract'",
        Kinds::CloudContracts => "kind = 'contract_cloud'",
        Kinds::Workflow => "kind NOT IN ('contract', 'contract_cloud')",
    };
    let mut each = vec![Assignment { column: "assignee_user_id", value: Some(v.user_id) }];
    if let (Some(company), true) = (v.company_id, v.main_account) {
        each.push(Assignment { column: "assignee_company_id", value: Some(company) });
    }
    if v.operator {
        each.push(Assignment { column: "for_operators", value: None });
    }
    (each, kind)
}

impl Assignment {
    /// The value its filter binds, if any.
    fn values(&self) -> Vec<Arg> {
        self.value.map(Arg::Int).into_iter().collect()
    }

    /// Its open to-dos of `kind`, its value bound at `$at` when it has one.
    fn filter(&self, at: usize, kind: &str) -> String {
        match self.value {
            Some(_) => format!("{} = ${at} AND state = 0 AND {kind}", self.column),
            None => format!("{} = 1 AND state = 0 AND {kind}", self.column),
        }
    }
}

/// Each assignment's filter in one statement, its value bound after the ones before it, and the values.
fn numbered(each: &[Assignment], kind: &str) -> (Vec<String>, Vec<Arg>) {
    let mut values = Vec::new();
    let mut filters = Vec::new();
    for a in each {
        filters.push(a.filter(values.len() + 1, kind));
        values.extend(a.values());
    }
    (filters, values)
}

/// The viewer's open to-dos of these kinds as one filter.
fn assigned_to(v: &Viewer, kinds: Kinds) -> (String, Vec<Arg>) {
    let (each, kind) = assignments(v, kinds);
    let (filters, values) = numbered(&each, kind);
    (format!("({})", filters.join(") OR (")), values)
}

/// Open to-dos of the viewer's other assignments few enough to be merged in memory with a page
/// of its largest; beyond it the database merges them.
const FEW: i64 = 1_000;

/// The open to-dos the viewer must act on, newest first, and how many there are. An open to-do
/// has one assignee (`opening`), so the viewer's assignments never share one: their counts add
/// up, and a page merges the largest one's index walk with the others' few to-dos.
pub async fn assigned(db: &Db, v: &Viewer, kinds: Kinds, limit: i64, offset: i64) -> Result<(Vec<Todo>, i64), KernelError> {
    let (each, kind) = assignments(v, kinds);
    const KEYS: &str = "SELECT create_time, id FROM todos WHERE";
    const ORDER: &str = "ORDER BY create_time DESC, id DESC";
    let mut counts = Vec::with_capacity(each.len());
    for a in &each {
        let (n,): (i64,) = bound(&format!("SELECT COUNT(*) FROM todos WHERE {}", a.filter(1, kind)), &a.values()).fetch_one(&db.read).await?;
        counts.push(n);
    }
    let total: i64 = counts.iter().sum();
    let largest = (0..each.len()).max_by_key(|i| counts[*i]).unwrap_or(0);
    let few = total - counts[largest];
    let keys: Vec<(i64, i64)> = if few <= FEW && offset - few < counts[largest] {
        let mut others: Vec<(i64, i64)> = Vec::new();
        for (i, a) in each.iter().enumerate() {
            if i == largest || counts[i] == 0 {
                continue;
            }
            others.extend(bound::<(i64, i64)>(&format!("{KEYS} {} {ORDER}", a.filter(1, kind)), &a.values()).fetch_all(&db.read).await?);
        }
        others.sort_by(|a, b| b.cmp(a));
        let (start, walk) = ((offset - few).max(0), &each[largest]);
        let values = walk.values();
        let sql = format!("{KEYS} {} {ORDER} LIMIT ${} OFFSET ${}", walk.filter(1, kind), values.len() + 1, values.len() + 2);
        let walked: Vec<(i64, i64)> = bound(&sql, &values).bind(limit.saturating_add(few)).bind(start).fetch_all(&db.read).await?;
        kernel::db::merge_page(&walked, &others, start, offset, limit).into_iter().map(|(_, k)| k).collect()
    } else {
        let (filters, values) = numbered(&each, kind);
        let union = filters.iter().map(|f| format!("{KEYS} {f}")).collect::<Vec<_>>().join(" UNION ALL ");
        let n = values.len();
        let sql = format!("{union} {ORDER} LIMIT ${} OFFSET ${}", n + 1, n + 2);
        bound(&sql, &values).bind(limit).bind(offset).fetch_all(&db.read).await?
    };
    let ids = kernel::db::id_list(keys.iter().map(|(_, id)| *id));
    let rows = if keys.is_empty() { Vec::new() } else { sqlx::query_as(&format!("SELECT {COLUMNS} FROM todos WHERE id IN ({ids}) {ORDER}")).fetch_all(&db.read).await? };
    Ok((rows, total))
}

/// The open to-dos this user started and others must act on (我的申请), newest first.
pub async fn applied(db: &Db, user_id: i64, limit: i64) -> Result<Vec<Todo>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM todos WHERE applicant_user_id = $1 AND state = 0 ORDER BY create_time DESC, id DESC LIMIT $2")
    )
    .bind(user_id)
    .bind(limit)
    .fetch_all(&db.read)
    .await?)
}

/// Whether this open to-do is the viewer's to act on (a contract signed only by its assignee).
pub async fn is_assigned(db: &Db, v: &Viewer, kind: &'static str, reference_id: i64) -> Result<bool, KernelError> {
    let kinds = match kind {
        kinds::CONTRACT => Kinds::Contracts,
        kinds::CLOUD_CONTRACT => Kinds::CloudContracts,
        _ => Kinds::Workflow,
    };
    let (filter, values) = assigned_to(v, kinds);
    let n = values.len();
    let sql = format!("SELECT id FROM todos WHERE {filter} AND kind = ${} AND reference_id = ${}", n + 1, n + 2);
    let found: Option<(i64,)> = bound(&sql, &values).bind(kind).bind(reference_id).fetch_optional(&db.read).await?;
    Ok(found.is_some())
}

impl Viewer {
    pub fn of(caller: &kernel::auth::CurrentUser) -> Self {
        Self {
            user_id: caller.user_id,
            company_id: caller.company_id,
            main_account: caller.is_main_account(),
            operator: caller.has_role(crate::identity::Role::Operator),
        }
    }
}
