//! Stand-ins for the outside services a real deployment contracts: WeChat Pay
//! (`wechatpay`: the v3 wire protocol with a cashier page) and an e-signature
//! CA with its timestamp authority (`esign`); and the demo data's run and password (`demo`) and pictures
//! (`illustration`), which each module's own `demo` feature uses. The kernel
//! takes the stand-ins only in the dev and test profiles (`Config::sandboxes`),
//! demo data is seeded only there; a binary built without the platform's
//! `sandbox` feature contains none of it.

pub mod demo;
pub mod esign;
pub mod illustration;
pub mod wechatpay;

use kernel::config::Config;
use kernel::providers::esign::EsignProvider;
use kernel::module::Sandbox;
use std::sync::Arc;

fn pages() -> axum::Router<kernel::AppState> {
    axum::Router::new().nest("/sandbox/wechatpay", wechatpay::router()).route("/sandbox/tsa", axum::routing::post(esign::tsa))
}

fn esign_provider(_config: &Config) -> Arc<dyn EsignProvider> {
    Arc::new(esign::SandboxEsign::new())
}

kernel::inventory::submit! {
    Sandbox { wechatpay_path: "/sandbox/wechatpay", pages, esign: esign_provider }
}
