//! How the shared services plug into the platform: their routes, jobs and
//! checks, the contracts the platform reads people and held apps through, and
//! the payment service and plugin host kept in the state.

use crate::payments::{GatewayError, PaymentPurpose, Payments};
use crate::plugins::PluginHost;
use kernel::contracts::{CallerFacts, Catalogue, CompanyFacts, Directory, HeldApps, PointsAccount, Provided};
use kernel::db::Db;
use kernel::module::{Foundation, Module};
use kernel::state::{AppState, Base, Shared};
use kernel::status::{Health, Probe};
use kernel::KernelError;
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;

kernel::inventory::submit! {
    Foundation { title: "平台服务", version: env!("CARGO_PKG_VERSION"), build: || Box::new(Services) }
}

struct Services;

impl Module for Services {
    fn routes(&self) -> OpenApiRouter<AppState> {
        crate::captcha::router().merge(crate::payments::routes::router())
    }

    fn undocumented_routes(&self) -> axum::Router<AppState> {
        axum::Router::new().route("/api/pay/wechat/notify", axum::routing::post(crate::payments::routes::wechat_notify))
    }

    fn jobs(&self) -> Vec<kernel::jobs::Job> {
        crate::payments::routes::jobs()
    }

    fn provide(&self, provided: &mut Provided) {
        provided.offer::<dyn Directory>(Arc::new(People));
        provided.offer::<dyn HeldApps>(Arc::new(Holdings));
        provided.add::<dyn Probe>(Arc::new(PaymentGateway));
    }

    fn seed_scale<'a>(&'a self, state: &'a AppState, scale: &'a kernel::scale::Scale) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(crate::scale_repo::seed_scale(&state.db, scale))
    }

    fn shared(&self, base: &Base<'_>, shared: &mut Shared) -> anyhow::Result<()> {
        let gateway = Payments::gateway_for(base.config, base.wechatpay_sandbox)?;
        let purposes = base.provided.all::<dyn PaymentPurpose>().to_vec();
        let points = base.provided.get::<dyn PointsAccount>().cloned();
        shared.keep(Arc::new(Payments::new(base.db.clone(), base.ids.clone(), &base.config.pay, gateway, purposes, points)));
        shared.keep(PluginHost::new()?);
        Ok(())
    }
}

/// The payment service and plugin host the state keeps, by name.
pub trait SharedServices {
    fn payments(&self) -> &Arc<Payments>;
    fn plugins(&self) -> &Arc<PluginHost>;
}

impl SharedServices for AppState {
    fn payments(&self) -> &Arc<Payments> {
        self.shared::<Payments>().expect("the payment service is built at start")
    }

    fn plugins(&self) -> &Arc<PluginHost> {
        self.shared::<PluginHost>().expect("the plugin host is built at start")
    }
}

/// The platform's view of people (`Directory`).
struct People;

#[async_trait::async_trait]
impl Directory for People {
    async fn caller(&self, db: &Db, user_id: i64) -> Result<Option<CallerFacts>, KernelError> {
        use crate::identity;
        let Some(user) = identity::find_user(db, user_id).await? else { return Ok(None) };
        // A membership the company suspended counts as none.
        let membership = match user.current_company_id {
            Some(c) => identity::membership(db, c, user_id).await?.filter(|m| m.is_active()),
            None => None,
        };
        let platform_roles = identity::platform_roles(db, user_id).await?;
        let (partner_company, grants) = match &membership {
            Some(m) => {
                let grants = if m.user_type == 1 { identity::menu_grants(db, m.company_id, user_id).await? } else { Default::default() };
                (identity::is_partner_company(db, m.company_id).await?, grants)
            }
            None => (false, Default::default()),
        };
        Ok(Some(CallerFacts { membership: membership.map(|m| (m.company_id, m.user_type)), user, platform_roles, partner_company, grants }))
    }

    async fn record_login(&self, conn: &mut sqlx::AnyConnection, user_id: i64, now: i64) -> Result<Option<i64>, KernelError> {
        crate::identity::record_login(conn, user_id, now).await
    }

    async fn company(&self, db: &Db, company_id: i64) -> Result<Option<CompanyFacts>, KernelError> {
        Ok(crate::identity::find_company(db, company_id).await?.map(|c| CompanyFacts { name: c.company_name, certification_status: c.certification_status }))
    }
}

/// The platform's view of held apps (`HeldApps`).
struct Holdings;

#[async_trait::async_trait]
impl HeldApps for Holdings {
    async fn held_app_keys_until(&self, db: &Db, catalogue: &dyn Catalogue, company_id: i64, now: i64) -> Result<(Vec<String>, i64), KernelError> {
        crate::apps::held_app_keys_until(db, catalogue, company_id, now).await
    }
}

/// 模块与健康's payment gateway check.
struct PaymentGateway;

#[async_trait::async_trait]
impl Probe for PaymentGateway {
    fn name(&self) -> &'static str {
        "payment"
    }

    fn title(&self) -> &'static str {
        "微信支付"
    }

    async fn check(&self, state: &AppState) -> (Health, String) {
        // A query of a payment that does not exist: an answer of "not found" is a gateway that
        // answers, signed with keys that check out.
        match state.payments().gateway().ok() {
            None => (Health::Off, "未配置商户号,扫码支付不可用".into()),
            Some(gateway) => match gateway.query("HEALTHPROBE0000000000").await {
                Ok(_) => (Health::Ok, "支付网关应答正常".into()),
                Err(e) if e.is_not_found() => (Health::Ok, "支付网关应答正常".into()),
                Err(GatewayError::Refused { code, message }) => (Health::Degraded, format!("支付网关拒绝查询:{code} {message}")),
                Err(GatewayError::Forged(why)) => (Health::Degraded, format!("支付网关应答验签失败:{why}")),
                Err(GatewayError::Unavailable(why)) => (Health::Down, format!("支付网关无法访问:{why}")),
            },
        }
    }
}
