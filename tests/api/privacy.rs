//! Personal data sealed at rest, on both databases: ID-card numbers and bank accounts written
//! through the API are nowhere in the SQLite file or a PostgreSQL dump, yet read back whole by
//! their owner and masked elsewhere; one ID number certifies one person (found by its keyed
//! hash); rows written before sealing are sealed at start; re-wrapping under a new key moves
//! the data keys and every value still opens.

use crate::certification::{licence, png};
use crate::support::*;
use serde_json::json;

const PERSON_ID: &str = "11010519491231002X";
const LEGAL_ID: &str = "350102199001011234";
const BANK_ACCOUNT: &str = "6222020200112233445";

/// The whole database as bytes: the SQLite file and its write-ahead log, or a dump of the PostgreSQL database.
async fn everything(app: &TestApp) -> Vec<u8> {
    let url = app.state.config.database_url();
    if url.starts_with("postgres") {
        let out = std::process::Command::new("pg_dump").arg("--data-only").arg(&url).output().expect("pg_dump runs");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        out.stdout
    } else {
        let path = url.trim_start_matches("sqlite://").split('?').next().unwrap().to_string();
        let mut bytes = std::fs::read(&path).unwrap();
        bytes.extend(std::fs::read(format!("{path}-wal")).unwrap_or_default());
        bytes
    }
}

fn holds(haystack: &[u8], needle: &str) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle.as_bytes())
}

async fn person_certification(app: &TestApp, login: &str, id_card: &str) -> Reply {
    let token = app.login(login).await;
    let mut photos = Vec::new();
    for _ in 0..2 {
        let r = app.upload("/api/ptd-user/endpoint/certification/userIdCardOCR", &token, png(), &[]).await;
        photos.push(r.ok()["idCardPhoto"].as_str().unwrap().to_string());
    }
    let code = app.auth_code(login).await;
    let form = json!({"realName": "张伟", "mobile": login, "idCard": id_card, "idCardPhoto": photos[0], "idCardPhotoBack": photos[1], "smsCode": code, "sex": 1});
    app.post("/api/ptd-user/endpoint/certification/userCertification", Some(&token), form).await
}

#[tokio::test]
async fn id_numbers_and_bank_accounts_are_sealed_at_rest_and_read_back_by_their_owner() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    // A person, a company's legal person and a bank account, through the API.
    let person = person_certification(&app, SUB, PERSON_ID).await.ok()["id"].as_i64().unwrap();
    let owner = app.login(UNCERTIFIED).await;
    let (l, p) = (licence(&app, &owner).await, licence(&app, &owner).await);
    let form = json!({"companyName": "星火智造有限公司", "licenseNumber": "91350100M000100Y43", "artificialPerson": "王强", "realName": "王强", "idCard": LEGAL_ID, "licensePhoto": l, "legalPersonPhoto": p});
    let company = app.post("/api/ptd-user/endpoint/certification/companyCertification", Some(&owner), form).await.ok()["id"].as_i64().unwrap();
    let main = app.login(MAIN).await;
    let header = json!({"companyName": "演示科技有限公司", "taxIdNumber": "91350100M000100Y43", "companyAddress": "福州市", "mobile": "0591-88888888", "bankName": "工商银行", "bankAccount": BANK_ACCOUNT});
    app.post("/api/ptd-component/global/resource/invoiceHeader", Some(&main), header).await.ok();
    app.post("/api/ptd-user/certification/review/decide", Some(&op), json!({"id": person, "approve": true})).await.ok();

    let stored = everything(&app).await;
    for secret in [PERSON_ID, LEGAL_ID, BANK_ACCOUNT] {
        assert!(!holds(&stored, secret), "{secret} is in the database in clear");
    }
    let (sealed,): (String,) = sqlx::query_as("SELECT id_card FROM users WHERE id = $1").bind(app.user_id(SUB).await).fetch_one(&app.state.db.read).await.unwrap();
    assert!(sealed.starts_with("pd1:"), "the certified account keeps the number sealed: {sealed}");

    // The account page and the operators' queue show it masked; the owner of a rejected submission reads it whole, to resubmit.
    let sub = app.login(SUB).await;
    let queue = app.get("/api/ptd-user/certification/review/page?kind=company", Some(&op)).await.ok().clone();
    assert_eq!(queue["rows"][0]["idCard"], "3501**********1234");
    app.post("/api/ptd-user/certification/review/decide", Some(&op), json!({"id": company, "approve": false, "reviewNote": "营业执照照片不清晰"})).await.ok();
    let status = app.get("/api/ptd-user/endpoint/certification/status", Some(&owner)).await.ok().clone();
    assert_eq!(status["company"]["idCard"], LEGAL_ID, "{status}");
    let mine = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&sub)).await.ok().clone();
    assert_eq!(mine["idCard"], "1101**********002X");
    let headers = app.get("/api/ptd-component/global/resource/invoiceHeader/getMy", Some(&main)).await.ok().clone();
    assert!(headers.as_array().unwrap().iter().any(|h| h["bankAccount"] == BANK_ACCOUNT), "{headers}");

    // One number, one person: another account giving the same number (any case) is refused.
    let again = person_certification(&app, MAIN, &PERSON_ID.to_lowercase()).await;
    assert_eq!((again.code(), again.msg()), (13011, "认证失败，请核实个人信息"));
}

#[tokio::test]
async fn rows_from_before_are_sealed_at_start_and_a_new_key_wraps_the_data_keys() {
    let app = TestApp::new().await;
    let sub = app.user_id(SUB).await;
    // A row as an older version wrote it.
    app.exec(sqlx::query("UPDATE users SET id_card = $1 WHERE id = $2").bind(PERSON_ID).bind(sub)).await;
    let sealed = kernel::privacy::seal_existing(&app.state.db, &app.state.privacy, &app.state.modules).await.unwrap();
    assert!(sealed >= 1);
    let read = |app: &TestApp| {
        let pool = app.state.db.read.clone();
        async move { sqlx::query_as::<_, (String,)>("SELECT id_card FROM users WHERE id = $1").bind(sub).fetch_one(&pool).await.unwrap().0 }
    };
    let stored = read(&app).await;
    assert!(stored.starts_with("pd1:") && !holds(&everything(&app).await, PERSON_ID));
    assert_eq!(kernel::privacy::seal_existing(&app.state.db, &app.state.privacy, &app.state.modules).await.unwrap(), 0, "sealed once");

    // A key-encryption key of its own: the data keys move under it, the values stay as they are and open.
    let mut config = (*app.state.config).clone();
    config.privacy.keys.insert("k2".into(), base64::Engine::encode(&base64::engine::general_purpose::STANDARD, [42u8; 32]));
    config.privacy.current_key = "k2".into();
    assert_eq!(kernel::privacy::rewrap(&app.state.db, &config).await.unwrap(), 2, "the sealing key and the look-up key");
    assert_eq!(kernel::privacy::rewrap(&app.state.db, &config).await.unwrap(), 0);
    let (kek,): (String,) = sqlx::query_as("SELECT DISTINCT kek_id FROM data_keys").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(kek, "k2");
    let vault = kernel::privacy::Vault::load(&app.state.db, &config).await.unwrap();
    assert_eq!(read(&app).await, stored, "no value was rewritten");
    assert_eq!(vault.open(kernel::privacy::kind::ID_CARD, &stored).unwrap(), PERSON_ID);
    // Without that key the data keys no longer open: the instance refuses to start rather than misread.
    config.privacy.keys.remove("k2");
    config.privacy.current_key.clear();
    assert!(kernel::privacy::Vault::load(&app.state.db, &config).await.is_err());
}
