//! The OpenID Connect provider through the real server (a standard client
//! library drives it too: scripts/oidc_client_test.py): discovery and JWKS, the
//! code flow with PKCE, consent, the launch decision's refusals on the page,
//! codes and refresh tokens used once (a replay revokes the grant), userinfo's
//! claims, client authentication, revocation, introspection, the platform
//! session ending the app's tokens, key rotation, and races.

use crate::support::*;
use base64::Engine;
use serde_json::{json, Value};

const APP: &str = "equipment-cloud-1";
const REDIRECT: &str = "http://127.0.0.1:9/callback";

async fn secret(app: &TestApp) -> String {
    services::apps::by_app_key(&app.state, APP).await.unwrap().unwrap().app_secret.unwrap()
}

/// What most tests start from: a server with the demo data, its main account signed in, the
/// demo app's secret and a PKCE pair.
struct Started {
    app: TestApp,
    main: String,
    secret: String,
    verifier: String,
    challenge: String,
}

async fn started() -> Started {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let secret = secret(&app).await;
    let (verifier, challenge) = pkce("a");
    Started { app, main, secret, verifier, challenge }
}

/// A PKCE verifier and its S256 challenge.
fn pkce(seed: &str) -> (String, String) {
    use sha2::Digest;
    let verifier = format!("{seed}-verifier-{}", "x".repeat(40));
    let challenge = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(sha2::Sha256::digest(verifier.as_bytes()));
    (verifier, challenge)
}

fn request(challenge: &str, extra: Value) -> Value {
    let mut body = json!({"response_type": "code", "client_id": APP, "redirect_uri": REDIRECT, "scope": "openid profile company",
        "state": "st-1", "nonce": "n-1", "code_challenge": challenge, "code_challenge_method": "S256", "consent": true});
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    body
}

/// Authorizes (consenting) and answers the code from the redirect.
async fn code(app: &TestApp, token: &str, challenge: &str) -> String {
    let r = app.post("/api/oidc/authorize", Some(token), request(challenge, json!({}))).await;
    let redirect = r.ok()["redirect"].as_str().unwrap().to_string();
    assert!(redirect.starts_with(&format!("{REDIRECT}?code=")), "{redirect}");
    assert_eq!(query_param(&redirect, "state"), "st-1");
    query_param(&redirect, "code")
}

/// A POST of a form to the provider with the app's Basic credentials (or none): status and JSON.
async fn form(app: &TestApp, path: &str, fields: &[(&str, &str)], basic: Option<(&str, &str)>) -> (u16, Value) {
    let mut req = reqwest::Client::new().post(format!("{}{path}", app.base_url)).form(fields);
    if let Some((id, secret)) = basic {
        req = req.basic_auth(id, Some(secret));
    }
    let r = req.send().await.unwrap();
    let status = r.status().as_u16();
    if path == "/api/oidc/token" || status != 200 {
        assert_eq!(r.headers().get("cache-control").map(|v| v.to_str().unwrap()), Some("no-store"), "{path}");
    }
    (status, r.json().await.unwrap_or(Value::Null))
}

async fn exchange(app: &TestApp, code: &str, verifier: &str, secret: &str) -> (u16, Value) {
    form(app, "/api/oidc/token", &[("grant_type", "authorization_code"), ("code", code), ("redirect_uri", REDIRECT), ("code_verifier", verifier)], Some((APP, secret))).await
}

async fn userinfo(app: &TestApp, access: &str) -> (u16, Value) {
    let r = reqwest::Client::new().get(format!("{}/api/oidc/userinfo", app.base_url)).bearer_auth(access).send().await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
}

async fn get_json(app: &TestApp, path: &str) -> Value {
    reqwest::get(format!("{}{path}", app.base_url)).await.unwrap().json().await.unwrap()
}

#[tokio::test]
async fn a_person_signs_in_to_an_app_with_the_code_flow_and_the_id_token_verifies_against_the_jwks() {
    let app = TestApp::new().await;
    let discovery = get_json(&app, "/.well-known/openid-configuration").await;
    let issuer = discovery["issuer"].as_str().unwrap().to_string();
    assert_eq!(discovery["token_endpoint"], format!("{issuer}/api/oidc/token"));
    assert_eq!(discovery["authorization_endpoint"], format!("{issuer}/oidc/authorize"));
    assert_eq!(discovery["code_challenge_methods_supported"], json!(["S256"]));
    assert!(discovery["id_token_signing_alg_values_supported"].as_array().unwrap().contains(&json!("RS256")));

    let main = app.login(MAIN).await;
    let (verifier, challenge) = pkce("a");
    // The first time, the person is asked; 拒绝 goes back to the app as access_denied.
    let asked = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({"consent": null}))).await.ok().clone();
    assert!(asked["redirect"].is_null(), "{asked}");
    assert_eq!(asked["consent"]["appName"], "设备管理云平台");
    assert_eq!(asked["consent"]["items"].as_array().unwrap().len(), 3, "openid, profile, company: {asked}");
    let denied = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({"consent": false}))).await.ok()["redirect"].as_str().unwrap().to_string();
    assert_eq!((query_param(&denied, "error").as_str(), query_param(&denied, "state").as_str()), ("access_denied", "st-1"));
    let code = code(&app, &main, &challenge).await;

    let secret = secret(&app).await;
    let (status, tokens) = exchange(&app, &code, &verifier, &secret).await;
    assert_eq!(status, 200, "{tokens}");
    assert_eq!((tokens["token_type"].as_str(), tokens["expires_in"].as_i64()), (Some("Bearer"), Some(3600)));

    // The ID token, checked as any relying party would: signature by the JWKS key it names, issuer, audience, nonce.
    let id_token = tokens["id_token"].as_str().unwrap();
    let header = jsonwebtoken::decode_header(id_token).unwrap();
    assert_eq!(header.alg, jsonwebtoken::Algorithm::RS256);
    let jwks = get_json(&app, "/api/oidc/jwks").await;
    let jwk = jwks["keys"].as_array().unwrap().iter().find(|k| Some(k["kid"].as_str().unwrap()) == header.kid.as_deref()).unwrap();
    let key = jsonwebtoken::DecodingKey::from_rsa_components(jwk["n"].as_str().unwrap(), jwk["e"].as_str().unwrap()).unwrap();
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::RS256);
    validation.set_audience(&[APP]);
    validation.set_issuer(&[&issuer]);
    let claims = jsonwebtoken::decode::<Value>(id_token, &key, &validation).unwrap().claims;
    assert_eq!(claims["nonce"], "n-1");
    let sub = claims["sub"].as_str().unwrap().to_string();

    // Userinfo: the same sub, the name, the company; the phone only masked without the phone scope.
    let (status, info) = userinfo(&app, tokens["access_token"].as_str().unwrap()).await;
    assert_eq!(status, 200, "{info}");
    assert_eq!(info["sub"], sub.as_str());
    assert_eq!((info["name"].as_str(), info["account_type"].as_str()), (Some("张伟"), Some("main")));
    assert_eq!((info["company"]["name"].as_str(), info["company"]["certified"].as_bool()), (Some("演示科技有限公司"), Some(true)));
    assert_eq!(info["phone_number"], "138****0001");
    // With phone allowed (asked again, since the consent did not cover it): the whole number.
    let (verifier, challenge) = pkce("b");
    let r = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({"scope": "openid phone", "consent": null}))).await;
    assert!(r.ok()["consent"].is_object(), "a new scope asks again");
    let r = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({"scope": "openid phone"}))).await;
    let code = query_param(r.ok()["redirect"].as_str().unwrap(), "code");
    let tokens = exchange(&app, &code, &verifier, &secret).await.1;
    let info = userinfo(&app, tokens["access_token"].as_str().unwrap()).await.1;
    assert_eq!((info["phone_number"].as_str(), info["sub"].as_str()), (Some("13800000001"), Some(sub.as_str())), "the same sub per user and app");
    // Consent remembered: no question the next time.
    let again = app.post("/api/oidc/authorize", Some(&main), request(&pkce("c").1, json!({"scope": "openid", "consent": null}))).await.ok().clone();
    assert!(again["redirect"].is_string() && again["consent"].is_null(), "{again}");
}

#[tokio::test]
async fn refusals_show_on_the_page_and_protocol_errors_go_back_to_the_app() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let challenge = pkce("a").1;
    let unknown = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({"client_id": "no-such-app"}))).await;
    assert_eq!((unknown.code(), unknown.msg()), (16014, "应用不存在或未接入统一登录"));
    for elsewhere in ["https://evil.example.cn/callback", "http://127.0.0.1:9/callback#x", "javascript:alert(1)", "/callback"] {
        let r = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({"redirect_uri": elsewhere}))).await;
        assert_eq!((r.code(), r.msg()), (16015, "应用的回调地址未登记，无法登录，请联系应用提供方"), "{elsewhere}");
    }
    let r = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({"response_type": "token"}))).await;
    assert_eq!(query_param(r.ok()["redirect"].as_str().unwrap(), "error"), "unsupported_response_type");
    let r = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({"code_challenge_method": "plain"}))).await;
    assert_eq!(query_param(r.ok()["redirect"].as_str().unwrap(), "error"), "invalid_request");
    let r = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({"scope": "profile"}))).await;
    assert_eq!(query_param(r.ok()["redirect"].as_str().unwrap(), "error"), "invalid_scope");
    // The launch decision: a company that has not added the app is told so on the page; so is a visitor.
    let spark = app.login(UNCERTIFIED).await;
    let r = app.post("/api/oidc/authorize", Some(&spark), request(&challenge, json!({}))).await;
    assert_eq!((r.code(), r.msg()), (16004, "贵企业尚未开通该应用，请先购买或添加"));
    assert_eq!(app.post("/api/oidc/authorize", None, request(&challenge, json!({}))).await.code(), 401);
    // The app's end date passed: the spec's text.
    sqlx::query("UPDATE company_apps SET end_time = 1 WHERE company_id = $1").bind(app.company_of(MAIN).await).execute(&app.state.db.write).await.unwrap();
    let r = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({}))).await;
    assert_eq!(r.msg(), "该应用已过期，无法正常使用，请联系国联系统管理员");
}

#[tokio::test]
async fn a_code_is_used_up_by_any_attempt_and_a_replay_revokes_what_it_gave() {
    let Started { app, main, secret, verifier, challenge } = started().await;

    // A code is sealed: altered or made up, it opens as nothing.
    let c = code(&app, &main, &challenge).await;
    let mut altered = c.clone().into_bytes();
    let last = altered.len() - 2;
    altered[last] = if altered[last] == b'A' { b'B' } else { b'A' };
    let (status, body) = exchange(&app, std::str::from_utf8(&altered).unwrap(), &verifier, &secret).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("invalid_grant")));
    assert_eq!(exchange(&app, "made-up-code-made-up-code-made-up-code", &verifier, &secret).await.0, 400);
    assert_eq!(exchange(&app, &c, &verifier, &secret).await.0, 200, "the code itself was not used by the altered one");

    // A wrong verifier burns the code (an attempt that fails a check takes it all the same).
    let c = code(&app, &main, &challenge).await;
    let (status, body) = exchange(&app, &c, "wrong-verifier-wrong-verifier-wrong-verifier-x", &secret).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("invalid_grant")));
    assert_eq!(exchange(&app, &c, &verifier, &secret).await.0, 400);
    // Another redirect URI or another app's secret: refused.
    let c = code(&app, &main, &challenge).await;
    let (status, _) = form(&app, "/api/oidc/token", &[("grant_type", "authorization_code"), ("code", &c), ("redirect_uri", "http://127.0.0.1:9/other"), ("code_verifier", &verifier)], Some((APP, &secret))).await;
    assert_eq!(status, 400);
    let c = code(&app, &main, &challenge).await;
    let (status, body) = exchange(&app, &c, &verifier, "not-the-secret").await;
    assert_eq!((status, body["error"].as_str()), (401, Some("invalid_client")));

    // Twenty exchanges of one code at once: at most one gets tokens (the code is taken once),
    // and the nineteen replays revoke the grant, so whatever was issued is refused.
    for round in 0..5 {
        let c = code(&app, &main, &challenge).await;
        let replies = futures::future::join_all((0..20).map(|_| exchange(&app, &c, &verifier, &secret))).await;
        let statuses: Vec<u16> = replies.iter().map(|r| r.0).collect();
        assert!(statuses.iter().filter(|s| **s == 200).count() <= 1, "round {round}: {statuses:?}");
        assert!(replies.iter().all(|(s, b)| *s == 200 || b["error"] == "invalid_grant"), "round {round}: {statuses:?}");
        for (_, won) in replies.iter().filter(|(s, _)| *s == 200) {
            assert_eq!(userinfo(&app, won["access_token"].as_str().unwrap()).await.0, 401, "round {round}: the replays revoked the grant");
            let (status, body) = form(&app, "/api/oidc/token", &[("grant_type", "refresh_token"), ("refresh_token", won["refresh_token"].as_str().unwrap())], Some((APP, &secret))).await;
            assert_eq!((status, body["error"].as_str()), (400, Some("invalid_grant")));
        }
    }
    // One exchange alone keeps its tokens until a replay.
    let c = code(&app, &main, &challenge).await;
    let tokens = exchange(&app, &c, &verifier, &secret).await.1;
    let access = tokens["access_token"].as_str().unwrap();
    assert_eq!(userinfo(&app, access).await.0, 200);
    assert_eq!(exchange(&app, &c, &verifier, &secret).await.1["error"], "invalid_grant");
    assert_eq!(userinfo(&app, access).await.0, 401, "RFC 6749 4.1.2: the replay revoked the tokens issued from the code");
    let (revoked,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM audit_log WHERE kind = 'token-revoked' AND detail LIKE '%授权码被重复使用'").fetch_one(&app.state.db.read).await.unwrap();
    assert!(revoked >= 1, "the revocation is a security event of the audit trail");
}

#[tokio::test]
async fn refresh_tokens_rotate_and_reuse_or_racing_revokes_the_grant() {
    let Started { app, main, secret, verifier, challenge } = started().await;
    let c = code(&app, &main, &challenge).await;
    let first = exchange(&app, &c, &verifier, &secret).await.1;
    let refresh = |token: String| {
        let (app, secret) = (&app, &secret);
        async move { form(app, "/api/oidc/token", &[("grant_type", "refresh_token"), ("refresh_token", &token), ("client_id", APP), ("client_secret", secret)], None).await }
    };
    let (status, second) = refresh(first["refresh_token"].as_str().unwrap().to_string()).await;
    assert_eq!(status, 200, "client_secret_post works too: {second}");
    assert_ne!(second["refresh_token"], first["refresh_token"]);
    assert!(second["id_token"].is_string());
    assert_eq!(userinfo(&app, second["access_token"].as_str().unwrap()).await.0, 200);
    // The old refresh token again: reuse detected, the whole grant ends.
    assert_eq!(refresh(first["refresh_token"].as_str().unwrap().to_string()).await.0, 400);
    assert_eq!(userinfo(&app, second["access_token"].as_str().unwrap()).await.0, 401);
    assert_eq!(refresh(second["refresh_token"].as_str().unwrap().to_string()).await.0, 400);

    // Ten uses of one refresh token at once: at most one new pair (the token is taken once), and the reuses end the grant.
    let c = code(&app, &main, &challenge).await;
    let tokens = exchange(&app, &c, &verifier, &secret).await.1;
    let replies = futures::future::join_all((0..10).map(|_| refresh(tokens["refresh_token"].as_str().unwrap().to_string()))).await;
    let statuses: Vec<u16> = replies.iter().map(|r| r.0).collect();
    assert!(statuses.iter().filter(|s| **s == 200).count() <= 1 && statuses.iter().any(|s| *s == 400), "{statuses:?}");
    for (_, body) in replies.iter().filter(|(s, _)| *s == 200) {
        assert_eq!(userinfo(&app, body["access_token"].as_str().unwrap()).await.0, 401, "the reuse revoked the grant");
    }
}

#[tokio::test]
async fn the_platform_session_ends_the_app_s_tokens() {
    let app = TestApp::new().await;
    let secret = secret(&app).await;
    let (verifier, challenge) = pkce("a");
    let signed_in = |token: String| {
        let (app, verifier, challenge, secret) = (&app, verifier.clone(), challenge.clone(), secret.clone());
        async move {
            let c = code(app, &token, &challenge).await;
            exchange(app, &c, &verifier, &secret).await.1
        }
    };
    // Logging out of the platform.
    let main = app.login(MAIN).await;
    let tokens = signed_in(main.clone()).await;
    app.get("/api/ptd-industry/userlogOut/logOut", Some(&main)).await.ok();
    assert_eq!(userinfo(&app, tokens["access_token"].as_str().unwrap()).await.0, 401);
    let (status, body) = form(&app, "/api/oidc/token", &[("grant_type", "refresh_token"), ("refresh_token", tokens["refresh_token"].as_str().unwrap())], Some((APP, &secret))).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("invalid_grant")));
    // A password change or freezing ends every session.
    let main = app.login(MAIN).await;
    let tokens = signed_in(main.clone()).await;
    kernel::auth::revoke_all_sessions(&app.state.db, app.user_id(MAIN).await).await.unwrap();
    assert_eq!(userinfo(&app, tokens["access_token"].as_str().unwrap()).await.0, 401);
    // Leaving the company (suspended by it), written as another instance would
    // write it: the kept userinfo answer is dropped once the change is heard.
    let sub = app.login(SUB).await;
    let tokens = signed_in(sub).await;
    let access = tokens["access_token"].as_str().unwrap();
    assert_eq!(userinfo(&app, access).await.1["account_type"], "sub");
    assert_eq!(userinfo(&app, access).await.1["account_type"], "sub", "kept");
    let company = app.company_of(MAIN).await;
    services::identity::set_membership_status(&app.state.db, company, app.user_id(SUB).await, 0).await.unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(3);
    while userinfo(&app, access).await.0 != 401 {
        assert!(std::time::Instant::now() < deadline, "another instance's change is heard within a second");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn apps_authenticate_revoke_introspect_and_act_for_themselves() {
    let app = TestApp::new().await;
    let secret = secret(&app).await;
    let (status, body) = form(&app, "/api/oidc/token", &[("grant_type", "client_credentials")], Some((APP, "wrong"))).await;
    assert_eq!((status, body["error"].as_str()), (401, Some("invalid_client")));
    let (status, body) = form(&app, "/api/oidc/token", &[("grant_type", "client_credentials"), ("client_secret", &secret)], Some((APP, &secret))).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("invalid_request")), "one way of authenticating");
    let (status, body) = form(&app, "/api/oidc/token", &[("grant_type", "password")], Some((APP, &secret))).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("unsupported_grant_type")));
    let (status, own) = form(&app, "/api/oidc/token", &[("grant_type", "client_credentials")], Some((APP, &secret))).await;
    assert_eq!(status, 200, "{own}");
    assert!(own["refresh_token"].is_null() && own["id_token"].is_null());
    let own_token = own["access_token"].as_str().unwrap();
    assert_eq!(userinfo(&app, own_token).await.0, 401, "no person behind it");
    let (_, seen) = form(&app, "/api/oidc/introspect", &[("token", own_token)], Some((APP, &secret))).await;
    assert_eq!((seen["active"].as_bool(), seen["client_id"].as_str()), (Some(true), Some(APP)));

    let main = app.login(MAIN).await;
    let (verifier, challenge) = pkce("a");
    let c = code(&app, &main, &challenge).await;
    let tokens = exchange(&app, &c, &verifier, &secret).await.1;
    let access = tokens["access_token"].as_str().unwrap();
    let (_, seen) = form(&app, "/api/oidc/introspect", &[("token", access)], Some((APP, &secret))).await;
    assert_eq!((seen["active"].as_bool(), seen["scope"].as_str()), (Some(true), Some("openid profile company")));
    assert!(seen["sub"].is_string());
    // Revoking the access token ends it alone; revoking the refresh token ends the grant.
    assert_eq!(form(&app, "/api/oidc/revoke", &[("token", access)], Some((APP, &secret))).await.0, 200);
    assert_eq!(userinfo(&app, access).await.0, 401);
    assert_eq!(form(&app, "/api/oidc/introspect", &[("token", access)], Some((APP, &secret))).await.1["active"], false);
    let (status, renewed) = form(&app, "/api/oidc/token", &[("grant_type", "refresh_token"), ("refresh_token", tokens["refresh_token"].as_str().unwrap())], Some((APP, &secret))).await;
    assert_eq!(status, 200, "{renewed}");
    assert_eq!(form(&app, "/api/oidc/revoke", &[("token", renewed["refresh_token"].as_str().unwrap())], Some((APP, &secret))).await.0, 200);
    assert_eq!(userinfo(&app, renewed["access_token"].as_str().unwrap()).await.0, 401);
    assert_eq!(form(&app, "/api/oidc/revoke", &[("token", "never-issued")], Some((APP, &secret))).await.0, 200, "RFC 7009 2.2");
}

#[tokio::test]
async fn signing_keys_survive_restarts_rotate_and_stay_published_until_their_tokens_expire() {
    let Started { app, main, secret, verifier, challenge } = started().await;
    let c = code(&app, &main, &challenge).await;
    let first = exchange(&app, &c, &verifier, &secret).await.1;
    let kid = jsonwebtoken::decode_header(first["id_token"].as_str().unwrap()).unwrap().kid.unwrap();
    let (sealed,): (String,) = sqlx::query_as("SELECT private_sealed FROM oidc_keys WHERE kid = $1").bind(&kid).fetch_one(&app.state.db.read).await.unwrap();
    assert!(!sealed.contains("PRIVATE KEY"), "the private half is sealed");
    let now = kernel::time::now_ms();
    assert!(!workbench::rotate_oidc_keys(&app.state, now).await.unwrap(), "a young key is kept");
    assert!(workbench::rotate_oidc_keys(&app.state, now + 31 * 86_400_000).await.unwrap());
    let kids: Vec<String> = get_json(&app, "/api/oidc/jwks").await["keys"].as_array().unwrap().iter().map(|k| k["kid"].as_str().unwrap().to_string()).collect();
    assert_eq!(kids.len(), 2, "the old key stays published");
    assert_eq!(kids[1], kid, "the newest first");
    // Long after its tokens could live, the first key is forgotten; a newer one keeps signing.
    workbench::rotate_oidc_keys(&app.state, now + 70 * 86_400_000).await.unwrap();
    let kids: Vec<String> = get_json(&app, "/api/oidc/jwks").await["keys"].as_array().unwrap().iter().map(|k| k["kid"].as_str().unwrap().to_string()).collect();
    assert!(!kids.contains(&kid) && !kids.is_empty(), "{kids:?}");
    let (gone,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM oidc_keys WHERE kid = $1").bind(&kid).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(gone, 0);
}

#[tokio::test]
async fn a_new_server_s_first_exchanges_at_once_make_one_signing_key() {
    let Started { app, main, secret, verifier, challenge } = started().await;
    let mut codes = Vec::new();
    for _ in 0..6 {
        codes.push(code(&app, &main, &challenge).await);
    }
    let replies = futures::future::join_all(codes.iter().map(|c| exchange(&app, c, &verifier, &secret))).await;
    let kids: std::collections::BTreeSet<String> = replies
        .iter()
        .map(|(status, body)| {
            assert_eq!(*status, 200, "{body}");
            jsonwebtoken::decode_header(body["id_token"].as_str().unwrap()).unwrap().kid.unwrap()
        })
        .collect();
    assert_eq!(kids.len(), 1, "every ID token signed by the one key: {kids:?}");
    let published = get_json(&app, "/api/oidc/jwks").await["keys"].as_array().unwrap().len();
    assert_eq!(published, 1, "one key made and published");
}

#[tokio::test]
async fn a_person_sees_and_withdraws_what_apps_were_allowed_and_their_tokens_end() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let secret = secret(&app).await;
    assert_eq!(app.get("/api/oidc/consents", Some(&main)).await.ok(), &json!([]));
    let (verifier, challenge) = pkce("a");
    let c = code(&app, &main, &challenge).await;
    let tokens = exchange(&app, &c, &verifier, &secret).await.1;
    let allowed = app.get("/api/oidc/consents", Some(&main)).await.ok().clone();
    assert_eq!((allowed[0]["clientId"].as_str(), allowed[0]["appName"].as_str()), (Some(APP), Some("设备管理云平台")));
    assert_eq!(allowed[0]["items"].as_array().unwrap().len(), 3);
    // Another person's list is their own.
    assert_eq!(app.get("/api/oidc/consents", Some(&app.login(SUB).await)).await.ok(), &json!([]));
    assert_eq!(app.post("/api/oidc/consents/withdraw", Some(&app.login(SUB).await), json!({"clientId": APP})).await.code(), 404);

    let waiting = code(&app, &main, &challenge).await;
    assert_eq!(app.post("/api/oidc/consents/withdraw", Some(&main), json!({"clientId": APP})).await.data(), "撤销成功");
    let (status, body) = exchange(&app, &waiting, &verifier, &secret).await;
    assert_eq!((status, body["error"].as_str(), body["error_description"].as_str()), (400, Some("invalid_grant"), Some("授权已撤销")), "a code issued before the withdrawal gives nothing after it");
    let (status, body) = exchange(&app, &waiting, &verifier, &secret).await;
    assert_eq!((status, body["error_description"].as_str()), (400, Some("code 已使用，由它签发的令牌已全部作废")), "the refused attempt used the code up");
    assert_eq!(userinfo(&app, tokens["access_token"].as_str().unwrap()).await.0, 401, "its tokens end at once");
    let (status, _) = form(&app, "/api/oidc/token", &[("grant_type", "refresh_token"), ("refresh_token", tokens["refresh_token"].as_str().unwrap())], Some((APP, &secret))).await;
    assert_eq!(status, 400);
    assert_eq!(app.get("/api/oidc/consents", Some(&main)).await.ok(), &json!([]));
    assert_eq!(app.post("/api/oidc/consents/withdraw", Some(&main), json!({"clientId": APP})).await.code(), 404, "once");
    let asked = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({"consent": null}))).await.ok().clone();
    assert!(asked["consent"].is_object(), "asked again: {asked}");
}

#[tokio::test]
async fn a_code_gives_tokens_only_for_scopes_the_consent_still_covers() {
    let Started { app, main, secret, verifier, challenge } = started().await;
    let wide = code(&app, &main, &challenge).await;
    let narrow = app.post("/api/oidc/authorize", Some(&main), request(&challenge, json!({"scope": "openid profile"}))).await.ok()["redirect"].as_str().unwrap().to_string();
    let narrow = query_param(&narrow, "code");
    // The consent narrowed after both codes were issued (as a later consent to fewer scopes would).
    let (user_id,): (i64,) = sqlx::query_as("SELECT user_id FROM oidc_consents WHERE client_id = $1").bind(APP).fetch_one(&app.state.db.read).await.unwrap();
    sqlx::query("UPDATE oidc_consents SET scope = 'openid profile' WHERE user_id = $1 AND client_id = $2").bind(user_id).bind(APP).execute(&app.state.db.write).await.unwrap();
    let (status, body) = exchange(&app, &wide, &verifier, &secret).await;
    assert_eq!((status, body["error_description"].as_str()), (400, Some("授权已撤销")), "company is no longer allowed: {body}");
    let (status, body) = exchange(&app, &narrow, &verifier, &secret).await;
    assert_eq!((status, body["scope"].as_str()), (200, Some("openid profile")), "{body}");
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM oidc_codes WHERE used = 1").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(count, 2, "both codes used up, the refused one too");
}
