//! Demo notices for a first run outside production: system notices, company
//! notices and news (news with a drawn cover), published over the last weeks,
//! written only when the platform has no notice yet. Its SQL is here.

use kernel::AppState;
use sandbox::illustration::{svg, Shape};

/// (title, HTML)
pub const SYSTEM_NOTICES: &[(&str, &str)] = &[
    ("平台系统升级维护公告", "<p>尊敬的用户：</p><p>为提供更稳定的服务，平台将于本周六 22:00 至次日 02:00 进行系统升级维护，期间产品购买与应用访问可能短暂中断，请您提前做好安排。</p><p>给您带来的不便，敬请谅解。</p>"),
    ("关于开展企业上云用云补贴申报工作的通知", "<p>为推动中小企业数字化转型，现启动年度企业上云用云补贴申报工作。符合条件的企业可通过平台购买上云产品并提交申报材料，最高可获得合同金额30%的补贴。</p><p>申报截止时间：本月底。详情请咨询 400-608-6618。</p>"),
    ("平台用户服务协议与隐私政策更新公告", "<p>我们更新了《用户服务协议》和《隐私政策》，主要调整了账号注销与个人信息保护相关条款，更新内容自发布之日起生效。请您仔细阅读。</p>"),
    ("春节期间客服服务时间调整通知", "<p>春节假期期间，在线客服与服务热线服务时间调整为 10:00-16:00，节后恢复工作日 9:00-17:00 服务。假期内您可通过在线留言提交问题，我们将尽快回复。</p>"),
];

/// (type, title, HTML)
pub const COMPANY_NOTICES: &[(&str, &str, &str)] = &[
    ("companyExpress", "平台入选年度国家级跨行业跨领域工业互联网平台", "<p>近日，工业和信息化主管部门公布年度跨行业跨领域工业互联网平台名单，本平台成功入选。平台将持续深化行业应用，服务更多制造企业数字化转型。</p>"),
    ("companyNotice", "关于规范平台合作伙伴入驻审核的公告", "<p>为保障平台服务质量，自即日起合作伙伴入驻需提交资质证明、典型案例与服务承诺书，平台将在5个工作日内完成审核。</p>"),
    ("companyExpress", "2026工业互联网创新发展大会圆满举办", "<p>大会以“数智赋能 融合创新”为主题，吸引了600余家企业参会，现场发布了设备上云、AI质检等多项行业解决方案。</p>"),
    ("companyExpress", "平台累计接入工业设备突破50万台", "<p>截至本月，平台累计接入工业设备突破50万台，服务企业超过1.2万家，覆盖装备制造、电子信息、纺织服装等28个行业。</p>"),
    ("companyNotice", "关于调整产品开票流程的通知", "<p>自下月起，产品订单支付成功后可在用户中心自助申请电子发票，发票将在3个工作日内发送至预留邮箱。</p>"),
    ("companyExpress", "AI视觉质检产品通过第三方权威检测", "<p>平台AI视觉质检产品通过第三方检测机构评测，缺陷检出率达到99.6%，检测速度满足每分钟600件的产线节拍。</p>"),
    ("companyExpress", "平台与多家金融机构签署产业链金融合作协议", "<p>平台与多家银行签署合作协议，依托平台交易数据为中小企业提供订单融资与应收账款融资服务，首期授信额度50亿元。</p>"),
    ("companyNotice", "关于开展平台用户满意度调查的通知", "<p>为持续改进服务质量，平台将开展用户满意度调查，欢迎您通过工作台消息中的问卷链接提出宝贵意见。</p>"),
    ("companyExpress", "数字化转型公益培训走进工业园区", "<p>平台专家团队走进产业园区开展数字化转型公益培训，为120余家企业讲解设备上云与精益数字化实践。</p>"),
];

fn days_ago(now: i64, days: i64, hour: i64) -> i64 {
    now - days * 86_400_000 + hour * 3_600_000
}

pub async fn seed(state: &AppState) -> anyhow::Result<()> {
    let (count,): (i64,) =
        sqlx::query_as("SELECT (SELECT COUNT(*) FROM system_notices) + (SELECT COUNT(*) FROM company_notices)").fetch_one(&state.db.read).await?;
    if count > 0 {
        return Ok(());
    }
    let now = kernel::time::now_ms();
    let mut covers = Vec::new();
    for &(kind, title, _) in COMPANY_NOTICES {
        covers.push(match kind {
            "companyExpress" => Some(state.storage.put_public("content/demo", "svg", svg(Shape::Card, title, "公司快讯").into()).await?),
            _ => None,
        });
    }
    let mut tx = state.db.write.begin().await?;
    for (i, &(title, text)) in SYSTEM_NOTICES.iter().enumerate() {
        let at = days_ago(now, 3 + 9 * i as i64, 9);
        sqlx::query("INSERT INTO system_notices (id, title, msg_text, sort, status, audit_time, create_time) VALUES ($1, $2, $3, 0, 1, $4, $4)")
            .bind(state.next_id())
            .bind(title)
            .bind(text)
            .bind(at)
            .execute(&mut *tx)
            .await?;
    }
    for (i, (&(kind, title, text), cover)) in COMPANY_NOTICES.iter().zip(covers).enumerate() {
        let at = days_ago(now, 2 + 5 * i as i64, 15);
        sqlx::query(
            "INSERT INTO company_notices (id, notice_type, title, msg_text, cover_img, status, issue_status, audit_time, create_time, update_time)
             VALUES ($1, $2, $3, $4, $5, 1, 1, $6, $6, $6)",
        )
        .bind(state.next_id())
        .bind(kind)
        .bind(title)
        .bind(text)
        .bind(cover)
        .bind(at)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel::validate::Form;
    use serde_json::json;

    #[test]
    fn demo_notices_pass_the_operators_forms() {
        for &(title, text) in SYSTEM_NOTICES {
            assert!(super::super::SystemNoticeForm::rules().check(&json!({"title": title, "msgText": text})).is_ok(), "{title}");
        }
        for &(kind, title, text) in COMPANY_NOTICES {
            assert!(super::super::CompanyNoticeForm::rules().check(&json!({"noticeType": kind, "title": title, "msgText": text})).is_ok(), "{title}");
        }
    }

    #[test]
    fn demo_notices_are_already_clean_html() {
        for text in SYSTEM_NOTICES.iter().map(|n| n.1).chain(COMPANY_NOTICES.iter().map(|n| n.2)) {
            assert_eq!(kernel::html::clean(text), text);
        }
    }

    #[test]
    fn demo_dates_go_back_whole_days_to_the_given_hour() {
        let now = kernel::time::parse_shanghai("2026-03-10 00:00:00").unwrap();
        assert_eq!(kernel::time::format_ms(Some(days_ago(now, 3, 9))).unwrap(), "2026-03-07 09:00:00");
        assert_eq!(days_ago(now, 0, 0), now);
    }
}
