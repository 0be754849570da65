//! The shape the company's own lists share (receiving addresses, invoice
//! headers): rows of one table that belong to one company, read, counted,
//! paged and deleted only within it, so another company's id finds nothing.

use kernel::db::{touched, Db};
use kernel::http::PageQuery;
use kernel::KernelError;
use sqlx::any::AnyRow;

/// One company-owned table and the columns its rows are read with.
pub struct CompanyRows {
    pub table: &'static str,
    pub columns: &'static str,
}

impl CompanyRows {
    /// A page of the company's rows, newest first, with the total; `also`
    /// narrows by one more text column (one of ours, never named by a request).
    pub async fn page<T>(&self, db: &Db, company_id: i64, also: Option<(&str, &str)>, page: &PageQuery) -> Result<(Vec<T>, i64), KernelError>
    where
        T: for<'r> sqlx::FromRow<'r, AnyRow> + Send + Unpin,
    {
        let Self { table, columns } = self;
        let (filter, extra, next) = match also {
            Some((column, value)) => (format!("company_id = $1 AND {column} = $2"), Some(value), 3),
            None => ("company_id = $1".to_string(), None, 2),
        };
        let count_sql = format!("SELECT COUNT(*) FROM {table} WHERE {filter}");
        let mut count = sqlx::query_as::<_, (i64,)>(&count_sql).bind(company_id);
        if let Some(v) = extra {
            count = count.bind(v);
        }
        let (total,) = count.fetch_one(&db.read).await?;
        let rows_sql = format!("SELECT {columns} FROM {table} WHERE {filter} ORDER BY id DESC LIMIT ${next} OFFSET ${}", next + 1);
        let mut rows = sqlx::query_as::<_, T>(&rows_sql).bind(company_id);
        if let Some(v) = extra {
            rows = rows.bind(v);
        }
        let rows = rows.bind(page.limit()).bind(page.offset()).fetch_all(&db.read).await?;
        Ok((rows, total))
    }

    /// One row of the company by id.
    pub async fn find<T>(&self, db: &Db, id: i64, company_id: i64) -> Result<Option<T>, KernelError>
    where
        T: for<'r> sqlx::FromRow<'r, AnyRow> + Send + Unpin,
    {
        Ok(sqlx::query_as(&format!("SELECT {} FROM {} WHERE id = $1 AND company_id = $2", self.columns, self.table))
            .bind(id)
            .bind(company_id)
            .fetch_optional(&db.read)
            .await?)
    }

    /// How many rows the company holds, for its cap.
    pub async fn count(&self, db: &Db, company_id: i64) -> Result<i64, KernelError> {
        let (n,): (i64,) =
            sqlx::query_as(&format!("SELECT COUNT(*) FROM {} WHERE company_id = $1", self.table)).bind(company_id).fetch_one(&db.read).await?;
        Ok(n)
    }

    /// Deletes a row of the company; `NotFound` when it has no such row.
    pub async fn delete(&self, db: &Db, id: i64, company_id: i64) -> Result<(), KernelError> {
        touched(
            sqlx::query(&format!("DELETE FROM {} WHERE id = $1 AND company_id = $2", self.table))
                .bind(id)
                .bind(company_id)
                .execute(&db.write)
                .await?,
        )
    }
}
