//! Demo data: the sandbox app the demo company holds (设备云, served by the sandbox in dev and
//! test) publishes two APIs the sandbox answers, an echo priced 1 point and a slow one that is
//! free, so `make run` shows the whole loop once the company makes its credentials.

use crate::api::repo::{self, ApiFields};
use kernel::db::Save;
use kernel::time::now_ms;
use kernel::AppState;

/// The app the demo APIs are published on (the workbench's sandbox app).
const DEMO_APP_KEY: &str = "equipment-cloud-1";

const ECHO_DOC: &str = "## 请求\n\n`POST /api/ptd-open-api/gateway/demo-echo`，请求体为任意 JSON。\n\n## 响应\n\n原样返回网关转发给服务方的方法、路径、查询参数、请求头与请求体。\n\n## 示例\n\n```json\n{\"method\":\"POST\",\"path\":\"/sandbox/open-api/echo\",\"body\":\"{\\\"hello\\\":\\\"world\\\"}\"}\n```\n\n## 错误码\n\n| 代码 | 说明 |\n|---|---|\n| 19001 | 签名错误 |\n| 19005 | 积分不足 |\n";
const SLOW_DOC: &str = "## 请求\n\n`GET /api/ptd-open-api/gateway/demo-slow?ms=500`，`ms` 为服务方等待的毫秒数（最多5000）。\n\n## 响应\n\n等待后返回转发的请求。免费接口，每分钟最多调用60次。\n";

pub async fn seed(state: &AppState) -> anyhow::Result<()> {
    let Some(catalogue) = state.try_contract::<dyn kernel::contracts::Catalogue>() else { return Ok(()) };
    let Some(d) = catalogue.domain_by_app_key(&state.db, DEMO_APP_KEY).await? else { return Ok(()) };
    if repo::by_code(&state.db, "demo-echo").await?.is_some() {
        return Ok(());
    }
    let now = now_ms();
    for (code, name, method, path, price, rate_limit, doc) in
        [("demo-echo", "回声接口", "POST", "/echo", 1, 600, ECHO_DOC), ("demo-slow", "慢速接口", "GET", "/slow", 0, 60, SLOW_DOC)]
    {
        let id = state.next_id();
        let f = ApiFields {
            api_code: code,
            app_id: 0,
            app_key: DEMO_APP_KEY,
            app_name: &d.name,
            domain_id: d.id,
            product_id: d.product_id,
            name,
            method,
            path,
            upstream: "/sandbox/open-api",
            price,
            rate_limit,
            daily_quota: 0,
            doc,
            pending: 1,
        };
        // The platform's own app: no partner company (0), approved at once.
        repo::save(&state.db, Save::Insert(id), 0, &f, now).await?;
        repo::review(&state.db, id, now, true, None, 0, &kernel::audit::Origin::default(), now).await?;
    }
    Ok(())
}
