//! The slider captcha and its single-use validate tokens guarding code sending.

use crate::support::*;
use serde_json::json;

async fn captcha_app() -> TestApp {
    TestApp::with(|f| f.merge(("captcha_enabled", true))).await
}

/// Solves a challenge the way a person would, reading the gap from the database.
async fn solve(app: &TestApp) -> String {
    let challenge = app.get("/api/captcha/get", None).await;
    let id = challenge.ok()["captchaId"].as_str().unwrap().to_string();
    let (gap,): (i64,) = sqlx::query_as("SELECT gap_x FROM captcha_challenges WHERE id = $1")
        .bind(&id)
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    let track = json!([[0, 0], [180, gap / 3], [420, gap - 4], [640, gap + 1]]);
    let r = app.post("/api/captcha/check", None, json!({"captchaId": id, "x": gap + 1, "track": track})).await;
    r.ok()["validate"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_challenge_has_images_and_the_piece_row() {
    let app = captcha_app().await;
    let r = app.get("/api/captcha/get", None).await;
    let c = r.ok();
    assert!(c["background"].as_str().unwrap().starts_with("data:image/png;base64,"));
    assert!(c["piece"].as_str().unwrap().starts_with("data:image/png;base64,"));
    assert_eq!((c["width"].as_i64(), c["height"].as_i64()), (Some(320), Some(160)));
    assert!(c["pieceY"].as_i64().unwrap() > 0);
    // Keys, not the whole body: the images' base64 holds "gap" now and then by chance.
    assert!(c.as_object().unwrap().keys().all(|k| !k.to_ascii_lowercase().contains("gap")), "the answer never leaves the server: {:?}", c.as_object().unwrap().keys().collect::<Vec<_>>());
}

#[tokio::test]
async fn a_wrong_or_robotic_slide_fails_and_spends_the_challenge() {
    let app = captcha_app().await;
    let id = app.get("/api/captcha/get", None).await.ok()["captchaId"].as_str().unwrap().to_string();
    let (gap,): (i64,) =
        sqlx::query_as("SELECT gap_x FROM captcha_challenges WHERE id = $1").bind(&id).fetch_one(&app.state.db.read).await.unwrap();
    let wrong = app.post("/api/captcha/check", None, json!({"captchaId": id, "x": gap + 40, "track": [[0,0],[300,gap/2],[600,gap+40]]})).await;
    assert_eq!((wrong.code(), wrong.msg()), (10008, "验证失败"));
    let again = app.post("/api/captcha/check", None, json!({"captchaId": id, "x": gap, "track": [[0,0],[300,gap/2],[600,gap]]})).await;
    assert_eq!(again.code(), 10008, "a challenge answers once");

    let id = app.get("/api/captcha/get", None).await.ok()["captchaId"].as_str().unwrap().to_string();
    let (gap,): (i64,) =
        sqlx::query_as("SELECT gap_x FROM captcha_challenges WHERE id = $1").bind(&id).fetch_one(&app.state.db.read).await.unwrap();
    let instant = app.post("/api/captcha/check", None, json!({"captchaId": id, "x": gap, "track": [[0,0],[1,gap/2],[2,gap]]})).await;
    assert_eq!(instant.code(), 10008, "a drag in two milliseconds is not a person");
}

#[tokio::test]
async fn codes_are_sent_only_against_a_fresh_validate_token() {
    let app = captcha_app().await;
    let send = |validate: Option<String>| {
        let app = &app;
        async move {
            app.post("/api/ptd-open-platform/endpoint/sendSms/sendAuthCode", None, json!({"mobile": "13900000001", "validate": validate}))
                .await
        }
    };
    assert_eq!(send(None).await.code(), 10008);
    assert_eq!(send(Some("made-up".into())).await.code(), 10008);
    let token = solve(&app).await;
    let r = send(Some(token.clone())).await;
    assert_eq!((r.code(), r.data().as_str()), (200, Some("验证码发送成功")));
    app.age_codes().await;
    assert_eq!(send(Some(token)).await.code(), 10008, "a token is single-use");
    let stale = solve(&app).await;
    sqlx::query("UPDATE captcha_tokens SET expires_at = 0").execute(&app.state.db.write).await.unwrap();
    assert_eq!(send(Some(stale)).await.code(), 10008, "tokens expire");
}
