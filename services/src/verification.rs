//! Verification codes sent by SMS or mail: limited per recipient (one a
//! minute, a daily cap) and per client address (configurable), valid five minutes,
//! single-use, and a few wrong guesses end a code. Any module that asks for a
//! code (registration, certification, AI demands) checks it here.

use kernel::limits;
use kernel::state::AppState;
use kernel::time::now_ms;
use kernel::KernelError;
use rand::Rng;

const LIFE_MS: i64 = 5 * 60 * 1000;
const DAILY_CAP: i64 = 10;
const MAX_GUESSES: i64 = 5;

/// What a code is for; a code of one purpose never passes for another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// SMS login.
    Login,
    /// Registration, password reset, phone and WeChat binding, password change.
    Auth,
    /// Codes sent by mail (bind email, reset by email).
    Mail,
    /// Confirming an e-signature.
    Sign,
}

impl Purpose {
    fn as_str(self) -> &'static str {
        match self {
            Purpose::Login => "login",
            Purpose::Auth => "auth",
            Purpose::Mail => "mail",
            Purpose::Sign => "sign",
        }
    }
}


/// Why a code could not be sent or did not pass.
#[derive(Debug, thiserror::Error)]
pub enum VerificationError {
    #[error("codes requested too often")]
    TooFrequent,
    #[error("daily code limit reached")]
    DailyLimit,
    #[error("wrong, used or expired code")]
    Invalid,
    #[error(transparent)]
    Kernel(#[from] KernelError),
}

impl From<sqlx::Error> for VerificationError {
    fn from(e: sqlx::Error) -> Self {
        Self::Kernel(e.into())
    }
}

impl kernel::error::ApiError for VerificationError {
    fn code(&self) -> i64 {
        match self {
            Self::TooFrequent => kernel::error::reply_codes::CODE_TOO_FREQUENT,
            Self::DailyLimit => kernel::error::reply_codes::CODE_DAILY_LIMIT,
            Self::Invalid => kernel::error::reply_codes::CODE_INVALID,
            Self::Kernel(e) => e.code(),
        }
    }

    fn message(&self) -> String {
        match self {
            Self::TooFrequent => "验证码发送过于频繁，请稍后再试".into(),
            Self::DailyLimit => "今日验证码发送次数已达上限".into(),
            Self::Invalid => "验证码错误或已失效".into(),
            Self::Kernel(e) => e.message(),
        }
    }
}

kernel::api_error!(VerificationError);

/// Makes and stores a code after the sending limits pass. Each limit is a
/// counter taken before the code is made ([`kernel::limits`]), so simultaneous
/// requests cannot all pass a check that only one of them should.
pub async fn issue(state: &AppState, recipient: &str, purpose: Purpose, ip: Option<&str>) -> Result<String, VerificationError> {
    let db = &state.db;
    let scope = format!("{}:{recipient}", purpose.as_str());
    let resend_ms = state.config.codes.resend_seconds * 1000;
    if !limits::allow(db, &format!("code:minute:{scope}"), resend_ms, 1).await? {
        return Err(VerificationError::TooFrequent);
    }
    if let Some(ip) = ip {
        if !limits::allow(db, &format!("code:address:{ip}"), limits::HOUR_MS, state.config.codes.per_address_hourly).await? {
            return Err(VerificationError::TooFrequent);
        }
    }
    if !limits::allow(db, &format!("code:day:{scope}"), limits::DAY_MS, DAILY_CAP).await? {
        return Err(VerificationError::DailyLimit);
    }
    let now = now_ms();
    let code = format!("{:06}", rand::thread_rng().gen_range(0..1_000_000));
    sqlx::query(
        "INSERT INTO verification_codes (id, recipient, purpose, code, expires_at, client_ip, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(state.next_id())
    .bind(recipient)
    .bind(purpose.as_str())
    .bind(&code)
    .bind(now + LIFE_MS)
    .bind(ip)
    .bind(now)
    .execute(&db.write)
    .await?;
    Ok(code)
}

/// Spends the latest live code of the recipient for the purpose: [`check`], then [`spend`].
pub async fn verify(state: &AppState, recipient: &str, purpose: Purpose, code: &str) -> Result<(), VerificationError> {
    let checked = check(state, recipient, purpose, code).await?;
    spend(state, checked).await
}

/// A right guess at a live code, counted but not spent yet.
#[derive(Debug)]
#[must_use = "a checked code proves nothing until it is spent"]
pub struct Checked {
    id: i64,
}

/// Checks a guess at the latest live code of the recipient for the purpose. The
/// guess is counted first (one conditional UPDATE that also reads the code), then
/// compared, so no number of simultaneous guesses gets more than five tries. For a
/// call that must refuse something only the code's holder may learn before it
/// spends the code (the password change's "same password").
pub async fn check(state: &AppState, recipient: &str, purpose: Purpose, code: &str) -> Result<Checked, VerificationError> {
    let now = now_ms();
    let latest: Option<(i64,)> = sqlx::query_as(
        "SELECT id FROM verification_codes
         WHERE recipient = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
         ORDER BY id DESC LIMIT 1",
    )
    .bind(recipient)
    .bind(purpose.as_str())
    .bind(now)
    .fetch_optional(&state.db.read)
    .await?;
    let Some((id,)) = latest else { return Err(VerificationError::Invalid) };
    let counted: Option<(String,)> = sqlx::query_as(
        "UPDATE verification_codes SET attempts = attempts + 1
         WHERE id = $1 AND used_at IS NULL AND attempts < $2 RETURNING code",
    )
    .bind(id)
    .bind(MAX_GUESSES)
    .fetch_optional(&state.db.write)
    .await?;
    let Some((expected,)) = counted else { return Err(VerificationError::Invalid) };
    if !kernel::auth::constant_time_eq(expected.as_bytes(), code.as_bytes()) {
        return Err(VerificationError::Invalid);
    }
    Ok(Checked { id })
}

/// Spends a checked code. Conditional, so two requests racing with the same
/// right code cannot both pass, and a code spent meanwhile (or expired) passes no one.
pub async fn spend(state: &AppState, checked: Checked) -> Result<(), VerificationError> {
    let now = now_ms();
    let spent: Option<(i64,)> =
        sqlx::query_as("UPDATE verification_codes SET used_at = $1 WHERE id = $2 AND used_at IS NULL AND expires_at > $1 RETURNING id")
            .bind(now)
            .bind(checked.id)
            .fetch_optional(&state.db.write)
            .await?;
    spent.map(|_| ()).ok_or(VerificationError::Invalid)
}
