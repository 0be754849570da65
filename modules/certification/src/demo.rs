//! Demo addresses, invoice headers, region and business licence picture for the certified demo company.

use kernel::picture::{draw_qr, Canvas};
use kernel::time::now_ms;
use kernel::AppState;

/// A drawn stand-in for a business licence: a framed certificate with its
/// QR code (the social credit code) and the red registration seal.
fn licence_picture(social_code: &str) -> anyhow::Result<Vec<u8>> {
    let (w, h) = (480u32, 340u32);
    let mut c = Canvas::new(w, h, [250, 246, 236, 255]);
    for (inset, colour) in [(10u32, [176, 140, 72]), (18, [200, 170, 110])] {
        for x in inset..w - inset {
            c.blend(x, inset, colour, 255);
            c.blend(x, h - inset - 1, colour, 255);
        }
        for y in inset..h - inset {
            c.blend(inset, y, colour, 255);
            c.blend(w - inset - 1, y, colour, 255);
        }
    }
    // Lines standing for the printed fields.
    for row in 0..6u32 {
        let y = 90 + row * 30;
        for x in 60..300 - (row % 3) * 40 {
            for dy in 0..4 {
                c.blend(x, y + dy, [120, 110, 96], 160);
            }
        }
    }
    // The seal: a red ring with a star-like centre.
    let (cx, cy, r) = (380i64, 230i64, 52i64);
    for y in cy - r..=cy + r {
        for x in cx - r..=cx + r {
            let d = (((x - cx).pow(2) + (y - cy).pow(2)) as f64).sqrt();
            if (r as f64 - 6.0..=r as f64).contains(&d) || d <= 12.0 {
                c.blend(x as u32, y as u32, [200, 30, 30], 210);
            }
        }
    }
    // The QR code of the credit code, top right.
    draw_qr(&mut c, social_code, (330, 40), 3, [20, 20, 20, 255])?;
    c.png()
}

pub async fn seed(state: &AppState) -> anyhow::Result<()> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM delivery_addresses").fetch_one(&state.db.read).await?;
    let company = services::identity::find_company_by_name(&state.db, "演示科技有限公司").await?.map(|c| c.id);
    let Some(company) = company.filter(|_| n == 0) else { return Ok(()) };
    let now = now_ms();
    // The region and the licence the company's information refers to, so editing it needs no new upload.
    if let Some(owner) = services::identity::main_account_id(&state.db.read, company).await? {
        let key = state.storage.put_new("private/cert", "png", licence_picture("91350100M000100Y43")?.into()).await?;
        crate::images::record_upload(&state.db, &key, Some(company), owner).await?;
        crate::profile::repo::set_licence(&state.db.write, company, &key, Some("张伟")).await?;
        crate::profile::repo::set_region(&state.db.write, company, "福建省", "福州市", Some("鼓楼区")).await?;
    }
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
        .execute(&state.db.write)
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
    .execute(&state.db.write)
    .await?;
    Ok(())
}
