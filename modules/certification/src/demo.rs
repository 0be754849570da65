//! Demo addresses and invoice headers for the certified demo company.

use kernel::time::now_ms;
use kernel::AppState;

pub async fn seed(state: &AppState) -> anyhow::Result<()> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM delivery_addresses").fetch_one(&state.db.pool).await?;
    let company = kernel::identity::find_company_by_name(&state.db, "演示科技有限公司").await?.map(|c| c.id);
    let Some(company) = company.filter(|_| n == 0) else { return Ok(()) };
    let now = now_ms();
    for (name, mobile, address) in [
        ("张伟", "13800000001", "福建省福州市鼓楼区软件大道89号福州软件园A区12号楼"),
        ("李娜", "13800000002", "福建省厦门市思明区观音山商务区台南路77号"),
    ] {
        sqlx::query(
            "INSERT INTO delivery_addresses (id, company_id, link_name, mobile, detail_address, type, platform_name, create_time, update_time)
             VALUES ($1, $2, $3, $4, $5, 3, 'industry', $6, $6)",
        )
        .bind(state.next_id())
        .bind(company)
        .bind(name)
        .bind(mobile)
        .bind(address)
        .bind(now)
        .execute(&state.db.pool)
        .await?;
    }
    sqlx::query(
        "INSERT INTO invoice_headers (id, company_id, company_name, tax_id_number, company_address, mobile, bank_name, bank_account,
            status, create_time, update_time) VALUES ($1, $2, '演示科技有限公司', '91350100M000100Y43', '福建省福州市鼓楼区软件大道89号',
            '0591-87654321', '招商银行福州分行', '591902345610801', 1, $3, $3)",
    )
    .bind(state.next_id())
    .bind(company)
    .bind(now)
    .execute(&state.db.pool)
    .await?;
    Ok(())
}
