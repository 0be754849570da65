//! The platform's own slider captcha. The server draws a background with a gap
//! and the matching piece, keeps only the gap's position, checks the slide (its
//! end point and a human-looking track), and hands out a single-use `validate`
//! token with a short life. Codes are sent only against such a token.

use kernel::db::Db;
use kernel::picture::Canvas;
use kernel::state::AppState;
use kernel::time::now_ms;
use kernel::KernelError;
use rand::Rng;
use serde::{Deserialize, Serialize};

pub const WIDTH: u32 = 320;
pub const HEIGHT: u32 = 160;
pub const PIECE: u32 = 44;
/// How far from the gap a slide may end and still pass, in pixels.
const TOLERANCE: i64 = 5;
const CHALLENGE_LIFE_MS: i64 = 2 * 60 * 1000;
const TOKEN_LIFE_MS: i64 = 2 * 60 * 1000;
pub const FAILED: &str = kernel::error::messages::CAPTCHA_FAILED;

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Challenge {
    pub captcha_id: String,
    /// PNG data URL of the background with the gap.
    pub background: String,
    /// PNG data URL of the piece (transparent around it).
    pub piece: String,
    pub piece_y: u32,
    pub width: u32,
    pub height: u32,
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Slide {
    pub captcha_id: String,
    /// Where the piece's left edge ended.
    pub x: i64,
    /// Samples of the drag: [milliseconds since start, x].
    pub track: Vec<[i64; 2]>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Passed {
    pub validate: String,
}

pub async fn issue(state: &AppState) -> Result<Challenge, KernelError> {
    // The thread-local generator must not live across an await.
    let (gap_x, gap_y, background, piece) = {
        let mut rng = rand::thread_rng();
        let gap_x = rng.gen_range(PIECE + 30..WIDTH - PIECE - 10);
        let gap_y = rng.gen_range(10..HEIGHT - PIECE - 10);
        let (background, piece) = draw(gap_x, gap_y, &mut rng);
        (gap_x, gap_y, background.png_data_url()?, piece.png_data_url()?)
    };
    let id = uuid::Uuid::new_v4().simple().to_string();
    sqlx::query("INSERT INTO captcha_challenges (id, gap_x, expires_at) VALUES ($1, $2, $3)")
        .bind(&id)
        .bind(i64::from(gap_x))
        .bind(now_ms() + CHALLENGE_LIFE_MS)
        .execute(&state.db.write)
        .await?;
    Ok(Challenge {
        captcha_id: id,
        background,
        piece,
        piece_y: gap_y,
        width: WIDTH,
        height: HEIGHT,
    })
}

/// Checks a slide; a challenge answers once, right or wrong.
pub async fn check(state: &AppState, slide: &Slide) -> Result<Passed, KernelError> {
    let gap: Option<(i64,)> =
        sqlx::query_as("DELETE FROM captcha_challenges WHERE id = $1 AND expires_at > $2 RETURNING gap_x")
            .bind(&slide.captcha_id)
            .bind(now_ms())
            .fetch_optional(&state.db.write)
            .await?;
    let Some((gap_x,)) = gap else { return Err(KernelError::CaptchaFailed) };
    // abs_diff: numbers from a request may be anything, even i64::MIN.
    if slide.x.abs_diff(gap_x) > TOLERANCE.unsigned_abs() || !human_track(&slide.track, slide.x) {
        return Err(KernelError::CaptchaFailed);
    }
    let token = uuid::Uuid::new_v4().simple().to_string();
    sqlx::query("INSERT INTO captcha_tokens (token, expires_at) VALUES ($1, $2)")
        .bind(&token)
        .bind(now_ms() + TOKEN_LIFE_MS)
        .execute(&state.db.write)
        .await?;
    Ok(Passed { validate: token })
}

/// Spends a `validate` token; refused when missing, used or expired. Always passes
/// when the captcha is switched off (automated tests only; production refuses that).
pub async fn consume(state: &AppState, validate: Option<&str>) -> Result<(), KernelError> {
    if !state.config.captcha_enabled {
        return Ok(());
    }
    let Some(token) = validate.filter(|v| !v.is_empty()) else { return Err(KernelError::CaptchaFailed) };
    spend(&state.db, token).await
}

async fn spend(db: &Db, token: &str) -> Result<(), KernelError> {
    let now = now_ms();
    let spent: Option<(String,)> = sqlx::query_as(
        "UPDATE captcha_tokens SET used_at = $1 WHERE token = $2 AND used_at IS NULL AND expires_at > $1 RETURNING token",
    )
    .bind(now)
    .bind(token)
    .fetch_optional(&db.write)
    .await?;
    spent.map(|_| ()).ok_or(KernelError::CaptchaFailed)
}

/// A drag by a person takes a moment, moves forward through several samples
/// and ends where the piece was released.
fn human_track(track: &[[i64; 2]], x: i64) -> bool {
    if track.len() < 3 || track.len() > 500 {
        return false;
    }
    let Some(duration) = track[track.len() - 1][0].checked_sub(track[0][0]) else { return false };
    let in_order = track.windows(2).all(|w| w[1][0] >= w[0][0]);
    let distinct_x = track.windows(2).filter(|w| w[1][1] != w[0][1]).count();
    let ends_at_x = track[track.len() - 1][1].abs_diff(x) <= TOLERANCE.unsigned_abs();
    (150..=20_000).contains(&duration) && in_order && distinct_x >= 2 && ends_at_x
}

fn in_piece(dx: i64, dy: i64) -> bool {
    // A rounded square with a knob on its right side.
    let s = i64::from(PIECE) - 8;
    let (cx, cy) = (dx - 4, dy - 4);
    let in_square = (0..s).contains(&cx) && (0..s).contains(&cy) && {
        let r = 6;
        let corner = |x: i64, y: i64| (cx - x).pow(2) + (cy - y).pow(2) <= r * r;
        let near = |v: i64| if v < r { Some(r) } else if v >= s - r { Some(s - r - 1) } else { None };
        match (near(cx), near(cy)) {
            (Some(x), Some(y)) => corner(x, y),
            _ => true,
        }
    };
    let knob = (cx - s).pow(2) + (cy - s / 2).pow(2) <= 36;
    in_square || knob
}

fn draw(gap_x: u32, gap_y: u32, rng: &mut impl Rng) -> (Canvas, Canvas) {
    let base: [u8; 3] = [rng.gen_range(40..120), rng.gen_range(90..170), rng.gen_range(150..230)];
    let mut bg = Canvas::new(WIDTH, HEIGHT, [0, 0, 0, 255]);
    for y in 0..HEIGHT {
        for x in 0..WIDTH {
            let t = (x + y) as f32 / (WIDTH + HEIGHT) as f32;
            let c = base.map(|v| (f32::from(v) * (0.6 + 0.6 * t)).min(255.0) as u8);
            bg.set(x, y, [c[0], c[1], c[2], 255]);
        }
    }
    // Shapes make the gap hard to find from colour alone.
    for _ in 0..28 {
        let (cx, cy, r) = (rng.gen_range(0..WIDTH) as i64, rng.gen_range(0..HEIGHT) as i64, rng.gen_range(6..34_i64));
        let color = [rng.gen(), rng.gen(), rng.gen()];
        let alpha = rng.gen_range(40..140);
        for y in (cy - r).max(0)..(cy + r).min(i64::from(HEIGHT)) {
            for x in (cx - r).max(0)..(cx + r).min(i64::from(WIDTH)) {
                if (x - cx).pow(2) + (y - cy).pow(2) <= r * r {
                    bg.blend(x as u32, y as u32, color, alpha);
                }
            }
        }
    }
    let mut piece = Canvas::new(PIECE + 8, PIECE, [0, 0, 0, 0]);
    for dy in 0..i64::from(PIECE) {
        for dx in 0..i64::from(PIECE + 8) {
            if in_piece(dx, dy) {
                let (x, y) = (gap_x + dx as u32, gap_y + dy as u32);
                if x >= WIDTH || y >= HEIGHT {
                    continue;
                }
                let edge = !in_piece(dx - 1, dy) || !in_piece(dx + 1, dy) || !in_piece(dx, dy - 1) || !in_piece(dx, dy + 1);
                let mut p = bg.get(x, y);
                if edge {
                    p = [255, 255, 255, 255];
                }
                piece.set(dx as u32, dy as u32, p);
                if edge {
                    bg.blend(x, y, [255, 255, 255], 200);
                } else {
                    bg.blend(x, y, [0, 0, 0], 140);
                }
            }
        }
    }
    (bg, piece)
}

/// The captcha's API: a challenge, and the check of a slide.
pub fn router() -> utoipa_axum::router::OpenApiRouter<AppState> {
    utoipa_axum::router::OpenApiRouter::new().routes(utoipa_axum::routes!(captcha_get)).routes(utoipa_axum::routes!(captcha_check))
}

/// A new slider challenge.
#[utoipa::path(get, path = "/captcha/get", tag = "captcha",
    responses((status = 200, description = "background, piece and the piece's row", body = Challenge)))]
async fn captcha_get(axum::extract::State(state): axum::extract::State<AppState>) -> kernel::ApiResult<Challenge> {
    kernel::ok(issue(&state).await?)
}

/// Checks a slide; a pass returns the single-use `validate` token, a failure 验证失败.
#[utoipa::path(post, path = "/captcha/check", tag = "captcha", request_body = Slide,
    responses((status = 200, description = "validate token", body = Passed)))]
async fn captcha_check(axum::extract::State(state): axum::extract::State<AppState>, kernel::extract::Json(slide): kernel::extract::Json<Slide>) -> kernel::ApiResult<Passed> {
    kernel::ok(check(&state, &slide).await?)
}


#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tracks_must_look_human() {
        let good = [[0, 0], [120, 40], [260, 90], [400, 120]];
        assert!(human_track(&good, 121));
        assert!(!human_track(&good, 180), "must end where released");
        assert!(!human_track(&[[0, 0], [1, 60], [2, 120]], 120), "too fast");
        assert!(!human_track(&[[0, 120], [300, 120]], 120), "too few samples");
        assert!(!human_track(&[[0, 0], [300, 60], [200, 120]], 120), "time goes back");
    }

    #[test]
    fn extreme_numbers_are_refused_without_overflow() {
        assert!(!human_track(&[[i64::MIN, i64::MIN], [0, 0], [i64::MAX, i64::MAX]], i64::MIN));
        assert!(!human_track(&[[0, 0], [200, 60], [400, i64::MAX]], i64::MIN));
        assert!(i64::MIN.abs_diff(120) > TOLERANCE.unsigned_abs());
    }

    #[test]
    fn pieces_draw_within_bounds() {
        let mut rng = rand::thread_rng();
        let (bg, piece) = draw(WIDTH - PIECE - 11, HEIGHT - PIECE - 11, &mut rng);
        assert_eq!((bg.width, bg.height), (WIDTH, HEIGHT));
        assert!(piece.pixels.iter().any(|p| p[3] == 255) && piece.pixels.iter().any(|p| p[3] == 0));
    }
}
