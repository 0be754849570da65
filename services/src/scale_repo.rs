//! The shared services' tables at a large platform's size (`platform scale seed`):
//! companies, their main accounts and members, payments of the orders, messages,
//! to-dos, contracts and company apps.

use kernel::db::Db;
use kernel::scale::{fill, Scale, ID_BASE, YEAR_MS};

/// Fills the shared services' tables for a scale.
pub async fn seed_scale(db: &Db, s: &Scale) -> anyhow::Result<()> {
    let b = ID_BASE;
    let now = s.start + YEAR_MS;
    // Every seeded account takes the customer's password hash (read once by the statement).
    let hash = format!("(SELECT password_hash FROM users WHERE id = {})", s.customer.user_id);
    fill(
        db,
        "companies",
        "id, company_name, company_code, social_code, industry, linkman, mobile, certification_status, certified_time, create_time, update_time",
        &format!(
            "{b} + i, '规模测试企业' || i || '有限公司', 'SC' || ({b} + i), '9135' || ({b} + i), '智能制造', '联系人' || i, '139' || (10000000 + i), \
             CASE WHEN i % 5 = 0 THEN 1 ELSE 2 END, {t}, {t}, {t}",
            t = s.time_of("i", s.companies)
        ),
        s.companies,
    )
    .await?;
    // User c (< companies) is the main account of company c; the others are members of company i % companies.
    fill(
        db,
        "users",
        "id, user_name, mobile, password_hash, real_name, status, user_certificated, current_company_id, create_time, update_time, mobile_verified",
        &format!(
            "{b} + i, '137' || (10000000 + i), '137' || (10000000 + i), {hash}, '用户' || i, 1, 1, {b} + (i % {c}), {t}, {t}, 1",
            c = s.companies,
            t = s.time_of("i", s.users)
        ),
        s.users,
    )
    .await?;
    fill(
        db,
        "company_members",
        "company_id, user_id, user_type, create_time, status",
        &format!("{b} + (i % {c}), {b} + i, CASE WHEN i < {c} THEN 1 ELSE 2 END, {t}, 1", c = s.companies, t = s.time_of("i", s.users)),
        s.users,
    )
    .await?;
    // Each order's payment, in the order's state (`Scale::pay_status_of`).
    fill(
        db,
        "payments",
        "id, pay_transaction_no, purpose, reference_id, company_id, user_id, amount, pay_method, goods_name, status, expire_time, create_time, pay_time, update_time",
        &format!(
            "{b} + i, 'SP' || ({b} + i), 'order', {b} + i, {co}, {u}, 100 + (i % 50) * 100, 'wechat', '规模测试订单', \
             {status}, {t} + 7200000, {t}, CASE WHEN {status} = 'success' THEN {t} + 60000 END, {t}",
            co = s.company_of("i"),
            u = s.user_of("i"),
            status = s.pay_status_of("i"),
            t = s.time_of("i", s.orders)
        ),
        s.orders,
    )
    .await?;
    fill(
        db,
        "user_messages",
        "id, user_id, title, content, application_name, state, publish_time",
        &format!(
            "{b} + i, {u}, '订单支付成功' || i, '您的订单已支付成功，应用已开通。', '工业互联网平台', CASE WHEN i % 3 = 0 THEN 0 ELSE 1 END, {t}",
            u = s.user_of("i"),
            t = s.time_of("i", s.messages)
        ),
        s.messages,
    )
    .await?;
    // To-dos: orders to pay for the companies (open for the last tenth), reviews for the operators.
    fill(
        db,
        "todos",
        "id, kind, reference_id, title, link, applicant_user_id, company_id, assignee_company_id, for_operators, state, create_time, done_time",
        &format!(
            "{b} + i, CASE WHEN i % 4 = 3 THEN 'certification_review' ELSE 'order_payment' END, {b} + i, '待办' || i, '/workbench/order', {u}, {co}, \
             CASE WHEN i % 4 = 3 THEN NULL ELSE {co} END, CASE WHEN i % 4 = 3 THEN 1 ELSE 0 END, \
             CASE WHEN i >= {open} THEN 0 ELSE 1 END, {t}, CASE WHEN i >= {open} THEN NULL ELSE {t} + 3600000 END",
            co = s.company_of("i"),
            u = s.user_of("i"),
            open = s.todos - s.todos / 10,
            t = s.time_of("i", s.todos)
        ),
        s.todos,
    )
    .await?;
    fill(
        db,
        "contracts",
        "id, contract_no, company_id, user_id, channel, reference_kind, reference_id, title, body_json, status, create_time",
        &format!(
            "{b} + i, 'HT' || ({b} + i), {co}, {u}, 'fadada', 'order', {b} + i, '软件服务合同' || i, \
             '{{\"partyB\":\"规模测试企业\",\"referenceNo\":\"SO' || ({b} + i) || '\",\"lines\":[{{\"productName\":\"规模测试产品\",\"versionName\":\"标准版\",\"term\":\"1年\",\"amount\":\"100.00\"}}],\"total\":\"100.00\"}}', CASE WHEN i % 10 = 9 THEN 0 ELSE 1 END, {t}",
            co = s.company_of("i"),
            u = s.user_of("i"),
            t = s.time_of("i", s.contracts)
        ),
        s.contracts,
    )
    .await?;
    // Apps: each company holds apps of distinct domains (company c, its k-th app: domain k).
    fill(
        db,
        "company_apps",
        "id, company_id, product_id, product_domain_id, product_name, app_name, version_name, start_time, end_time, create_time, update_time",
        &format!(
            "{b} + i, {b} + (i % {c}), {b} + (i / {c}), {b} + (i / {c}), '规模测试产品' || (i / {c}), '规模测试应用' || (i / {c}), '标准版', {t}, {t} + {YEAR_MS}, {t}, {now}",
            c = s.companies,
            t = s.time_of("i", s.company_apps)
        ),
        s.company_apps,
    )
    .await?;
    Ok(())
}
