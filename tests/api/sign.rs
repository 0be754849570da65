//! E-signature through the real router and the sandbox provider: opening the
//! service (refusals first), seals, a paid order's contract signed on the
//! sandbox signing page with an SMS code, both parties' PAdES signatures read
//! back (合同验签, signed in or not), 乙方's CMS verified by `openssl cms
//! -verify` against the sandbox CA (and refused after one byte of the PDF
//! changes), the same after a restart, and every scope refusal (another company's contract, a
//! return address elsewhere, a forged ticket).

use crate::support::*;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::json;
use sha2::{Digest, Sha256};
use tower::ServiceExt;

const STATUS: &str = "/api/ptd-component/sign/cfcaAndfadada/queryUserOpenFadadaOrCFCA";
const OPEN: &str = "/api/ptd-component/sign/cfcaAndfadada/open";
const SEALS: &str = "/api/ptd-component/sign/cfcaAndfadada/seal/getList";

/// A plain (non-envelope) answer: status, body bytes, content type.
async fn raw(app: &TestApp, req: Request<Body>) -> (StatusCode, Vec<u8>, String) {
    let res = app.router.clone().oneshot(req).await.unwrap();
    let status = res.status();
    let mime = res.headers().get("content-type").map(|v| v.to_str().unwrap().to_string()).unwrap_or_default();
    let location = res.headers().get("location").map(|v| v.to_str().unwrap().to_string());
    let body = res.into_body().collect().await.unwrap().to_bytes().to_vec();
    (status, body, location.unwrap_or(mime))
}

async fn get_raw(app: &TestApp, path: &str, token: Option<&str>) -> (StatusCode, Vec<u8>, String) {
    let mut req = Request::get(path);
    if let Some(t) = token {
        req = req.header("token", t);
    }
    raw(app, req.body(Body::empty()).unwrap()).await
}

async fn form(app: &TestApp, path: &str, fields: &[(&str, &str)]) -> (StatusCode, String, String) {
    let body = serde_urlencoded::to_string(fields).unwrap();
    let req = Request::post(path).header("content-type", "application/x-www-form-urlencoded").body(Body::from(body)).unwrap();
    let (status, body, location) = raw(app, req).await;
    (status, String::from_utf8(body).unwrap(), location)
}

/// Certifies the main account in person (the demo's main account has not been).
async fn certify_person(app: &TestApp, login: &str) {
    sqlx::query("UPDATE users SET user_certificated = 1, real_name = '李明' WHERE mobile = $1").bind(login).execute(&app.state.db.write).await.unwrap();
    // A write from outside the instance's requests is heard through the database (within a poll); here at once.
    app.state.callers.forget_all();
}

/// Buys and pays an order; the id of the contract it brings.
async fn paid_contract(app: &TestApp, main: &str) -> i64 {
    let (order, _) = buy(app, main, 1).await;
    let no = pay_wechat(app, main, order).await["payTransactionNo"].as_str().unwrap().to_string();
    app.cashier(&no, "pay").await;
    wait_for_status(app, main, &no, "success").await;
    let waiting = app.get("/api/ptd-component/sign/apply/page?pageNum=1&pageSize=10&taskFlag=true", Some(main)).await;
    waiting.ok()["rows"][0]["contractId"].as_i64().expect("a contract to sign")
}

fn to_sign(contract: i64, return_url: &str) -> String {
    format!("/api/ptd-component/sign/fadada/contract/toSign?contractId={contract}&returnUrl={}&userType=1", urlencode(return_url))
}

fn urlencode(s: &str) -> String {
    serde_urlencoded::to_string([("v", s)]).unwrap().trim_start_matches("v=").to_string()
}

#[tokio::test]
async fn opening_needs_the_main_account_and_both_certifications() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let sub = app.login(SUB).await;
    let status = app.get(STATUS, Some(&main)).await;
    assert_eq!(status.ok()["opened"], false);
    assert_eq!(status.ok()["companyCertified"], true);
    assert_eq!(status.ok()["available"], true);
    // Only the caller's own state.
    let other = app.user_id(SUB).await;
    assert_eq!(app.get(&format!("{STATUS}?userId={other}"), Some(&main)).await.code(), 10003);
    assert_eq!(app.get(&format!("{STATUS}?companyId=1"), Some(&main)).await.code(), 10003);

    assert_eq!(app.post(OPEN, Some(&sub), json!({})).await.code(), 10003, "a sub-account cannot open it");
    let uncertified = app.login(UNCERTIFIED).await;
    assert_eq!(app.post(OPEN, Some(&uncertified), json!({})).await.code(), 17002);
    if status.ok()["personCertified"] == false {
        let r = app.post(OPEN, Some(&main), json!({})).await;
        assert_eq!((r.code(), r.msg()), (17003, "请先完成个人实名认证"));
    }
    certify_person(&app, MAIN).await;
    let main = app.login(MAIN).await;
    let r = app.post(OPEN, Some(&main), json!({})).await;
    assert_eq!(r.ok()["opened"], true);
    assert_eq!(r.ok()["channel"], "fadada");
    // Opening again changes nothing.
    app.post(OPEN, Some(&main), json!({})).await.ok();
    let seals = app.get(SEALS, Some(&main)).await;
    let seals = seals.ok().as_array().unwrap().clone();
    assert_eq!(seals.len(), 2);
    assert_eq!(seals[0]["sealType"], 1);
    assert_eq!(seals[0]["sealName"], "演示科技有限公司");
    assert_eq!(seals[1]["sealTypeName"], "个人签名章");
    let (code, svg, mime) = get_raw(&app, seals[0]["sealUrl"].as_str().unwrap(), Some(&main)).await;
    assert_eq!(code, StatusCode::OK);
    assert!(mime.starts_with("image/svg+xml"));
    let svg = String::from_utf8(svg).unwrap();
    assert!(svg.contains("演") && svg.contains("<circle"));
    // Another company does not see these seals.
    let (code, _, _) = get_raw(&app, seals[0]["sealUrl"].as_str().unwrap(), Some(&uncertified)).await;
    assert_eq!(code, StatusCode::NOT_FOUND);
    assert_eq!(app.get(SEALS, Some(&uncertified)).await.ok().as_array().unwrap().len(), 0);
}

#[tokio::test]
async fn a_paid_order_s_contract_is_signed_once_and_verifies_with_openssl() {
    let app = TestApp::new().await;
    certify_person(&app, MAIN).await;
    let main = app.login(MAIN).await;
    let contract = paid_contract(&app, &main).await;
    let listed = app.get("/api/ptd-component/sign/contract/page", Some(&main)).await;
    assert_eq!(listed.ok()["rows"][0]["statusName"], "待签署");
    assert_eq!(listed.ok()["rows"][0]["partyB"], "演示科技有限公司");

    // Signing needs the service opened first.
    let r = app.get(&to_sign(contract, "/sign/contracts"), Some(&main)).await;
    assert_eq!((r.code(), r.msg()), (17004, "请先开通电子签章服务"));
    app.post(OPEN, Some(&main), json!({})).await.ok();

    let prepared = app.post("/api/ptd-component/sign/fadada/contract/saveByCompany", Some(&main), json!({"contractId": contract})).await;
    let preview_url = prepared.ok()["previewUrl"].as_str().unwrap().to_string();
    let (code, pdf, mime) = get_raw(&app, &preview_url, Some(&main)).await;
    assert_eq!((code, mime.as_str()), (StatusCode::OK, "application/pdf"));
    assert!(pdf.starts_with(b"%PDF"));
    assert_eq!(app.post("/api/ptd-component/sign/cfca/signContract/addContract", Some(&main), json!({"contractId": contract})).await.code(), 10001, "not a CFCA contract");

    // Return addresses stay on the platform.
    for bad in ["https://evil.example/x", "//evil.example", "/\\evil.example"] {
        assert_eq!(app.get(&to_sign(contract, bad), Some(&main)).await.code(), 17007, "{bad}");
    }
    let sub = app.login(SUB).await;
    assert_eq!(app.get(&to_sign(contract, "/sign/contracts"), Some(&sub)).await.code(), 17010, "the sub-account is not the signer");
    let seals = app.get(SEALS, Some(&main)).await.ok().clone();
    let company_seal = seals[0]["id"].as_i64().unwrap();
    let r = app.get(&format!("{}&stampId={company_seal}", to_sign(contract, "/sign/contracts?done=1")), Some(&main)).await;
    let url = r.ok()["url"].as_str().unwrap().to_string();
    assert!(url.starts_with("/sandbox/esign/sign?ticket="));
    let ticket = query_param(&url, "ticket");

    // The signing page: preview, seals, code, confirm.
    let (code, page, _) = get_raw(&app, &url, None).await;
    let page = String::from_utf8(page).unwrap();
    assert_eq!(code, StatusCode::OK);
    assert!(page.contains("确认签署") && page.contains("<svg") && page.contains("短信验证码"));
    let (code, _, _) = get_raw(&app, "/sandbox/esign/sign?ticket=forged", None).await;
    assert_eq!(code, StatusCode::UNAUTHORIZED);
    let seal = company_seal.to_string();
    let (_, answer, _) = form(&app, "/sandbox/esign/code", &[("ticket", &ticket), ("sealId", &seal)]).await;
    assert!(answer.contains("短信发送成功"), "{answer}");
    let (code, answer, _) = form(&app, "/sandbox/esign/confirm", &[("ticket", &ticket), ("sealId", &seal), ("code", "000000")]).await;
    assert_eq!(code, StatusCode::OK);
    assert!(answer.contains("role=\"alert\""), "a wrong code is refused on the page");
    let sms = app.sms_code(MAIN).await;
    let (code, answer, location) = form(&app, "/sandbox/esign/confirm", &[("ticket", &ticket), ("sealId", &seal), ("code", &sms)]).await;
    assert_eq!(code, StatusCode::SEE_OTHER, "{answer}");
    assert_eq!(location, "/sign/contracts?done=1");

    // Signed once: the to-do is gone, a message tells the signer, the record is final.
    assert_eq!(app.get("/api/ptd-component/sign/apply/page", Some(&main)).await.ok()["total"], 0);
    let one = app.get(&format!("/api/ptd-component/sign/contract/getById?id={contract}"), Some(&main)).await.ok().clone();
    assert_eq!(one["status"], 1);
    let (code, answer, _) = form(&app, "/sandbox/esign/confirm", &[("ticket", &ticket), ("sealId", &seal), ("code", &sms)]).await;
    assert_eq!(code, StatusCode::BAD_REQUEST);
    assert!(answer.contains("合同已签署"));
    assert_eq!(app.get(&to_sign(contract, "/sign/contracts"), Some(&main)).await.code(), 17005);
    let messages = app.get("/api/ptd-component/endpoint/message/batchQueryMessage", Some(&main)).await;
    assert!(messages.ok()["rows"].as_array().unwrap().iter().any(|m| m["title"] == "合同签署完成"));

    // The PDF's sha256 is recorded; both parties' signatures are inside it, timestamped and intact.
    let (_, pdf, _) = get_raw(&app, &format!("/api/ptd-component/sign/contract/download?id={contract}&part=pdf"), Some(&main)).await;
    let (_, p7s, _) = get_raw(&app, &format!("/api/ptd-component/sign/contract/download?id={contract}&part=signature"), Some(&main)).await;
    assert_eq!(one["sha256"], hex::encode(Sha256::digest(&pdf)));
    let report = app.get(&format!("/api/ptd-component/sign/contract/verification?id={contract}"), Some(&main)).await.ok().clone();
    assert_eq!(report["valid"], true, "{report}");
    assert_eq!(report["platformContract"], true);
    assert_eq!(report["contractNo"], one["contractNo"]);
    let sigs = report["signatures"].as_array().unwrap();
    assert_eq!(sigs.len(), 2);
    assert_eq!((sigs[0]["party"].as_str(), sigs[0]["certifies"].as_bool()), (Some("甲方"), Some(true)));
    assert_eq!(sigs[0]["signer"], app.state.config.esign.party_a.as_str());
    assert_eq!((sigs[1]["party"].as_str(), sigs[1]["signer"].as_str()), (Some("乙方"), Some("演示科技有限公司")));
    assert!(sigs.iter().all(|s| s["intact"] == true && s["trusted"] == true && s["timestamped"] == true && s["signedTime"].is_string()), "{report}");
    assert_eq!((sigs[0]["coversWholeDocument"].as_bool(), sigs[1]["coversWholeDocument"].as_bool()), (Some(false), Some(true)));

    // Anyone can check the file: the same answer without signing in; one changed byte breaks it.
    let verify = |bytes: Vec<u8>| {
        let req = Request::post("/api/ptd-component/sign/contract/verify").header("content-type", "application/pdf").body(Body::from(bytes)).unwrap();
        raw(&app, req)
    };
    let (code, body, _) = verify(pdf.clone()).await;
    let checked: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!((code, checked["data"]["valid"].as_bool()), (StatusCode::OK, Some(true)), "{checked}");
    let mut changed = pdf.clone();
    let middle = changed.len() / 3;
    changed[middle] ^= 0x01;
    let (_, body, _) = verify(changed.clone()).await;
    let checked: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(checked["data"]["valid"], false, "{checked}");
    assert_eq!(checked["data"]["platformContract"], false);
    let broken: Vec<_> = checked["data"]["signatures"].as_array().unwrap().iter().filter(|s| s["intact"] == false).collect();
    assert!(!broken.is_empty(), "{checked}");
    // A broken signature still says who signed and when: its certificate and timestamp are read on their own.
    assert!(broken.iter().all(|s| s["trusted"] == true && s["signedTime"].is_string() && s["problem"] == "文件内容已被修改"), "{checked}");
    let (_, body, _) = verify(b"not a pdf".to_vec()).await;
    let refused: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!((refused["code"].as_i64(), refused["msg"].as_str()), (Some(10001), Some("请上传PDF格式的合同文件")));

    // 乙方's CMS, extracted from the PDF, verifies with openssl over the bytes its ByteRange names.
    let text = String::from_utf8_lossy(&pdf);
    let at = text.rfind("/ByteRange").expect("a ByteRange");
    let numbers: Vec<usize> = text[at..].split(['[', ']']).nth(1).unwrap().split_whitespace().map(|n| n.parse().unwrap()).collect();
    let covered = |file: &[u8]| [&file[..numbers[1]], &file[numbers[2]..numbers[2] + numbers[3]]].concat();
    let (_, ca, _) = get_raw(&app, "/sandbox/esign/ca.pem", None).await;
    let dir = tempfile::tempdir().unwrap();
    let (content_path, sig_path, ca_path) = (dir.path().join("c.bin"), dir.path().join("c.p7s"), dir.path().join("ca.pem"));
    std::fs::write(&content_path, covered(&pdf)).unwrap();
    std::fs::write(&sig_path, &p7s).unwrap();
    std::fs::write(&ca_path, &ca).unwrap();
    let openssl = |content: &std::path::Path| {
        std::process::Command::new("openssl")
            .args(["cms", "-verify", "-binary", "-inform", "DER", "-purpose", "any", "-out", "/dev/null"])
            .arg("-in")
            .arg(&sig_path)
            .arg("-content")
            .arg(content)
            .arg("-CAfile")
            .arg(&ca_path)
            .output()
            .expect("openssl runs")
    };
    let good = openssl(&content_path);
    assert!(good.status.success(), "openssl: {}", String::from_utf8_lossy(&good.stderr));
    // Kept for the outside verifiers (scripts/pades-test.sh: pdfsig and pyHanko).
    let kept = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pades");
    std::fs::create_dir_all(&kept).unwrap();
    std::fs::write(kept.join("contract.pdf"), &pdf).unwrap();
    std::fs::write(kept.join("contract-changed.pdf"), &changed).unwrap();
    std::fs::write(kept.join("ca.pem"), &ca).unwrap();
    let changed_path = dir.path().join("changed.bin");
    std::fs::write(&changed_path, covered(&changed)).unwrap();
    assert!(!openssl(&changed_path).status.success(), "one changed byte fails verification");

    // After a restart (another instance over the same database and files) the contract still verifies.
    let restarted = app.another_instance().await;
    let again = restarted.get(&format!("/api/ptd-component/sign/contract/verification?id={contract}"), Some(&main)).await;
    assert_eq!(again.ok()["valid"], true, "{:?}", again.body);

    // Another company's members cannot read it.
    let other = app.login(UNCERTIFIED).await;
    assert_eq!(app.get(&format!("/api/ptd-component/sign/contract/getById?id={contract}"), Some(&other)).await.code(), 404);
    let (code, _, _) = get_raw(&app, &format!("/api/ptd-component/sign/contract/download?id={contract}&part=pdf"), Some(&other)).await;
    assert_eq!(code, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&to_sign(contract, "/sign/contracts"), Some(&other)).await.code(), 404);
    let r = app.request(Method::GET, &format!("/api/ptd-component/sign/contract/download?id={contract}&part=secret"), Some(&main), None, &[]).await;
    assert_eq!(r.code(), 10001);
}

/// Signs a contract of the main account's company with its company seal (opened and certified first).
async fn sign_contract(app: &TestApp, main: &str, contract: i64) {
    let seal = app.get(SEALS, Some(main)).await.ok()[0]["id"].as_i64().unwrap().to_string();
    let url = app.get(&to_sign(contract, "/sign/contracts"), Some(main)).await.ok()["url"].as_str().unwrap().to_string();
    let ticket = query_param(&url, "ticket");
    // An earlier code's minute is over: a new one may be sent.
    app.age_codes().await;
    form(app, "/sandbox/esign/code", &[("ticket", &ticket), ("sealId", &seal)]).await;
    let sms = app.sms_code(MAIN).await;
    let (code, page, _) = form(app, "/sandbox/esign/confirm", &[("ticket", &ticket), ("sealId", &seal), ("code", &sms)]).await;
    assert_eq!(code, StatusCode::SEE_OTHER, "{page}");
}

async fn verification(app: &TestApp, main: &str, contract: i64) -> serde_json::Value {
    app.get(&format!("/api/ptd-component/sign/contract/verification?id={contract}"), Some(main)).await.ok().clone()
}

#[tokio::test]
async fn keys_are_kept_sealed_and_a_rotated_ca_still_verifies_what_it_signed() {
    let app = TestApp::new().await;
    certify_person(&app, MAIN).await;
    let main = app.login(MAIN).await;
    app.post(OPEN, Some(&main), json!({})).await.ok();
    let first = paid_contract(&app, &main).await;
    sign_contract(&app, &main, first).await;
    assert_eq!(verification(&app, &main, first).await["valid"], true);

    // No private key is stored in the clear: the company's and the authorities' are sealed.
    let (company_key,): (String,) = sqlx::query_as("SELECT key_der FROM esign_accounts").fetch_one(&app.state.db.read).await.unwrap();
    // A PKCS#8 key in base64 starts MII; ciphertext does so once in 2^18 (contains would, somewhere in it, about once in a hundred).
    assert!(company_key.starts_with("sealed:") && !company_key["sealed:".len()..].starts_with("MII"), "the company's key is sealed");
    let sealed: Vec<(String,)> = sqlx::query_as("SELECT key_sealed FROM esign_sandbox_authorities").fetch_all(&app.state.db.read).await.unwrap();
    assert!(sealed.len() >= 3, "CA, timestamp authority and 甲方 kept");
    assert!(sealed.iter().all(|(k,)| !k.starts_with("MII")), "authorities' keys are sealed");
    let (distinct, all): (i64, i64) = sqlx::query_as("SELECT COUNT(DISTINCT serial), COUNT(*) FROM esign_sandbox_certificates").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(distinct, all, "serial numbers are unique");
    assert!(all >= 3, "the company, the timestamp authority and 甲方 were issued certificates: {all}");

    // The CA rotates: a restarted instance signs with the new one and still verifies the old contract.
    let ca_before = get_raw(&app, "/sandbox/esign/ca.pem", None).await.1;
    app.state.esign.as_ref().unwrap().rotate(&app.state).await.unwrap();
    let restarted = app.another_instance().await;
    let ca_after = get_raw(&restarted, "/sandbox/esign/ca.pem", None).await.1;
    assert_ne!(ca_before, ca_after, "a new CA after rotation");
    assert_eq!(verification(&restarted, &main, first).await["valid"], true, "signed under the retired CA, still valid");
    let second = paid_contract(&restarted, &main).await;
    sign_contract(&restarted, &main, second).await;
    let report = verification(&restarted, &main, second).await;
    assert_eq!(report["valid"], true, "{report}");
    let (retired,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM esign_sandbox_authorities WHERE retired_time IS NOT NULL").fetch_one(&app.state.db.read).await.unwrap();
    assert!(retired >= 3, "the retired authorities are kept");

    // A file signed elsewhere is not taken for one of the platform's: a certificate of another CA is not trusted.
    let (_, pdf, _) = get_raw(&restarted, &format!("/api/ptd-component/sign/contract/download?id={second}&part=pdf"), Some(&main)).await;
    sqlx::query("DELETE FROM esign_sandbox_authorities WHERE name = 'ca'").execute(&app.state.db.write).await.unwrap();
    let elsewhere = app.another_instance().await;
    let req = Request::post("/api/ptd-component/sign/contract/verify").header("content-type", "application/pdf").body(Body::from(pdf)).unwrap();
    let (_, body, _) = raw(&elsewhere, req).await;
    let checked: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(checked["data"]["valid"], false, "{checked}");
    assert!(checked["data"]["signatures"].as_array().unwrap().iter().all(|s| s["trusted"] == false && s["intact"] == true), "{checked}");
}

#[tokio::test]
async fn the_timestamp_authority_refuses_what_is_not_a_sha256_request() {
    let app = TestApp::new().await;
    for body in [&b""[..], b"junk", b"\x30\x03\x02\x01\x01"] {
        let req = Request::post("/sandbox/tsa").header("content-type", "application/timestamp-query").body(Body::from(body.to_vec())).unwrap();
        let (code, reply, mime) = raw(&app, req).await;
        assert_eq!((code, mime.as_str()), (StatusCode::OK, "application/timestamp-reply"));
        // PKIStatus rejection (2) at the head of the reply.
        assert_eq!(&reply[..], b"\x30\x05\x30\x03\x02\x01\x02", "a rejection, no token");
    }
}

#[tokio::test]
async fn a_contract_is_signed_and_certified_by_party_a_as_it_is_made() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let contract = paid_contract(&app, &main).await;
    // The job certifies what was made since its last run, without anyone opening the contract. A
    // contract it could not certify yet (the timestamp authority slow under the whole suite's load)
    // waits for its next run, as in production: at most three runs here.
    let mut recorded = (None, None);
    for run in 0..3 {
        if run > 0 {
            app.exec(sqlx::query("UPDATE job_leases SET last_run = 0 WHERE name = 'sign.certify-contracts'")).await;
        }
        let ran = app.run_due_jobs("instance-a").await;
        assert!(ran.contains(&"sign.certify-contracts"), "{ran:?}");
        recorded = sqlx::query_as("SELECT certified_key, certified_sha256 FROM contracts WHERE id = $1").bind(contract).fetch_one(&app.state.db.read).await.unwrap();
        if recorded.0.is_some() {
            break;
        }
    }
    let (key, sha): (Option<String>, Option<String>) = recorded;
    assert!(key.is_some() && sha.is_some(), "certified and recorded");
    let report = verification(&app, &main, contract).await;
    assert_eq!(report["valid"], true, "{report}");
    let sigs = report["signatures"].as_array().unwrap();
    assert_eq!(sigs.len(), 1, "only 甲方 until the company signs");
    assert_eq!((sigs[0]["party"].as_str(), sigs[0]["certifies"].as_bool(), sigs[0]["coversWholeDocument"].as_bool()), (Some("甲方"), Some(true), Some(true)));
    assert_eq!(report["platformContract"], true);
    // The preview is that certified file, the same bytes each time.
    let (_, a, _) = get_raw(&app, &format!("/api/ptd-component/sign/contract/preview?id={contract}"), Some(&main)).await;
    let (_, b, _) = get_raw(&app, &format!("/api/ptd-component/sign/contract/preview?id={contract}"), Some(&main)).await;
    assert_eq!(a, b);
    assert_eq!(sha.unwrap(), hex::encode(Sha256::digest(&a)));
}
