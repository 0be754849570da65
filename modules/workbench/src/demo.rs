//! Demo data: the certified demo company holds three apps (one opened with a
//! code, one with a token, one ending in ten days for the expiring dialog),
//! each served by the sandbox app. Runs after the market's demo catalogue.

use services::apps::{self, AppGrant};
use kernel::time::now_ms;
use kernel::AppState;

use crate::SANDBOX_APP_KEY;

pub async fn seed(state: &AppState) -> anyhow::Result<()> {
    let Some(catalogue) = state.try_contract::<dyn kernel::contracts::Catalogue>() else { return Ok(()) };
    let Some(main) = services::identity::find_user_by_login(&state.db, "13800000001").await? else { return Ok(()) };
    let Some(company) = main.current_company_id else { return Ok(()) };
    let now = now_ms();
    for (app_key, end) in [
        (SANDBOX_APP_KEY, kernel::time::add_years_ms(now, 1)),
        ("iot-gateway-1", kernel::time::add_years_ms(now, 1)),
        ("energy-monitor-1", now + 10 * 86_400_000),
        // The base-data and organisation applications, so the demo shows their menus.
        ("mes-2", kernel::time::add_years_ms(now, 1)),
        ("oa-2", kernel::time::add_years_ms(now, 1)),
    ] {
        let Some(d) = catalogue.domain_by_app_key(&state.db, app_key).await? else { continue };
        let grant = AppGrant::free(company, &d);
        apps::add_free(&state.db, state.next_id(), &grant, Some(end), now).await?;
    }
    Ok(())
}
