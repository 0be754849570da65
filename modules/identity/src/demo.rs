//! Demo companies and accounts for a first run outside production.

use crate::menus;
use kernel::auth::hash_password;
use services::identity::{self, certification, NewCompany, NewUser, Role};
use kernel::AppState;
use sandbox::demo::DEMO_PASSWORD;

/// (login, who) of every demo account; all use [`DEMO_PASSWORD`].
pub const DEMO_ACCOUNTS: &[(&str, &str)] = &[
    ("13800000001", "演示科技有限公司 主账号（已认证企业）"),
    ("13800000002", "演示科技有限公司 子账号（已授权：企业信息）"),
    ("13800000003", "星火智造有限公司 主账号（企业未认证）"),
    ("13800000009", "平台运营人员"),
];

pub async fn seed(state: &AppState) -> anyhow::Result<()> {
    if identity::user_count(&state.db).await? > 0 {
        return Ok(());
    }
    let db = &state.db;
    let hash = hash_password(DEMO_PASSWORD)?;

    let demo_co = state.next_id();
    identity::create_company(
        &db.write,
        demo_co,
        &NewCompany {
            company_name: "演示科技有限公司",
            company_code: "YS20260001",
            linkman: Some("张伟"),
            mobile: Some("13800000001"),
            industry: Some("智能制造"),
            main_product: Some("工业物联网网关、设备数据采集与生产管理软件"),
            social_code: Some("91350100M000100Y43"),
            certification_status: certification::CERTIFIED,
        },
    )
    .await?;
    let spark_co = state.next_id();
    identity::create_company(
        &db.write,
        spark_co,
        &NewCompany {
            company_name: "星火智造有限公司",
            company_code: "XH20260002",
            linkman: Some("王强"),
            mobile: Some("13800000003"),
            industry: Some("装备制造"),
            main_product: Some("数控机床零部件"),
            social_code: None,
            certification_status: certification::NONE,
        },
    )
    .await?;

    let [tech, market, ceo, engineer] = [state.next_id(), state.next_id(), state.next_id(), state.next_id()];
    identity::create_department(&db.write, tech, demo_co, "技术部").await?;
    identity::create_department(&db.write, market, demo_co, "市场部").await?;
    identity::create_post(&db.write, ceo, demo_co, "总经理").await?;
    identity::create_post(&db.write, engineer, demo_co, "实施工程师").await?;

    let main = new_user(state, "13800000001", "张伟", &hash, None).await?;
    member(state, demo_co, main, 0, Some(market), Some(ceo)).await?;
    let sub = new_user(state, "13800000002", "李娜", &hash, Some(demo_co)).await?;
    member(state, demo_co, sub, 1, Some(tech), Some(engineer)).await?;
    identity::grant_menu(&db.write, demo_co, sub, menus::COMPANY_INFO).await?;
    let spark = new_user(state, "13800000003", "王强", &hash, None).await?;
    member(state, spark_co, spark, 0, None, None).await?;
    let operator = new_user(state, "13800000009", "赵敏", &hash, None).await?;
    identity::grant_role(&db.write, operator, Role::Operator).await?;
    Ok(())
}

/// A demo account; `owner` is the company that created it as a sub-account.
async fn new_user(state: &AppState, mobile: &str, real_name: &str, hash: &str, owner: Option<i64>) -> anyhow::Result<i64> {
    let id = state.next_id();
    identity::create_user(
        &state.db.write,
        id,
        &NewUser {
            user_name: mobile,
            mobile: Some(mobile),
            email: None,
            password_hash: hash,
            real_name: Some(real_name),
            mobile_verified: true,
            owner_company_id: owner,
        },
    )
    .await?;
    Ok(id)
}

async fn member(state: &AppState, company: i64, user: i64, user_type: i64, dept: Option<i64>, post: Option<i64>) -> anyhow::Result<()> {
    identity::add_member(&state.db.write, company, user, user_type).await?;
    identity::place_member(&state.db.write, company, user, dept, post).await?;
    identity::set_current_company(&state.db.write, user, Some(company)).await?;
    Ok(())
}
