//! Direct uploads (spec: "images are uploaded straight to an object storage
//! service under a random 16-character name"): `getsts` (public pictures) and
//! `getEncryptionSTS` (private, per project) hand the browser a short-lived
//! address to PUT one file to: the bucket's presigned URL with S3-compatible
//! storage, the platform's own `oss/put` with local files. The file lands in a
//! staging key under the caller's user id and counts only once `oss/register`
//! has checked it by its bytes and size and moved it to its final key;
//! whatever is left in staging is deleted by a job.

use crate::auth::CurrentUser;
use crate::extract::{Json, Query};
use crate::picture::ImageKind;
use crate::providers::storage::{public_url, ObjectStorage, PUBLIC_PREFIX};
use crate::state::AppState;
use crate::{ok, ApiResult, KernelError};
use axum::body::Bytes;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use std::time::Duration;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

const STAGING: &str = "staging";
/// How long an upload address works.
const TICKET_SECS: u64 = 300;
/// Staged files older than this were never registered: the job deletes them.
const STAGED_MAX_AGE_MS: i64 = 3_600_000;
/// Public pictures (logos, icons): 10 MB; private ones (licences, ID cards): 1 MB (spec section 9).
const PUBLIC_MAX_BYTES: u64 = 10 * 1024 * 1024;
const PRIVATE_MAX_BYTES: u64 = 1024 * 1024;
const TICKET_PURPOSE: &str = "direct-upload";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(public_ticket)).routes(routes!(private_ticket)).routes(routes!(put)).routes(routes!(register))
}

/// What the browser needs to PUT one file.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UploadTicket {
    /// Where to send the file with `method`: the bucket's presigned address, or the platform's own.
    upload_url: String,
    method: &'static str,
    /// The staging key to register once the upload succeeded.
    key: String,
    content_types: Vec<&'static str>,
    max_bytes: u64,
    expires_in_seconds: u64,
}

fn random_name() -> String {
    ObjectStorage::random_name()
}

async fn ticket(state: &AppState, key: String, max_bytes: u64) -> Result<UploadTicket, KernelError> {
    let expires = Duration::from_secs(TICKET_SECS);
    let upload_url = match state.storage.presigned_put(&key, expires).await.map_err(KernelError::Internal)? {
        Some(url) => url,
        None => {
            let ticket = state.tokens.sign_ticket(TICKET_PURPOSE, &key, TICKET_SECS as i64)?;
            format!("/api/ptd-open-platform/endpoint/oss/put?ticket={ticket}")
        }
    };
    Ok(UploadTicket { upload_url, method: "PUT", key, content_types: vec!["image/jpeg", "image/png"], max_bytes, expires_in_seconds: TICKET_SECS })
}

/// An address to upload one public picture to (a logo, an icon), under a random 16-character name.
#[utoipa::path(get, path = "/ptd-open-platform/endpoint/oss/getsts", tag = "files", operation_id = "oss_getsts",
    responses((status = 200, description = "where to PUT the file", body = UploadTicket)))]
async fn public_ticket(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<UploadTicket> {
    ok(ticket(&state, format!("{STAGING}/public/{}/{}", caller.user_id, random_name()), PUBLIC_MAX_BYTES).await?)
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct ProjectQuery {
    /// Which area keeps the private file (lowercase letters, e.g. certification).
    project: String,
}

/// An address to upload one private picture to (a licence, an ID card); read back only through its area's permission check.
#[utoipa::path(get, path = "/ptd-open-platform/endpoint/oss/getEncryptionSTS", tag = "files", operation_id = "oss_get_encryption_sts",
    params(ProjectQuery), responses((status = 200, description = "where to PUT the file", body = UploadTicket)))]
async fn private_ticket(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<ProjectQuery>) -> ApiResult<UploadTicket> {
    if q.project.is_empty() || q.project.len() > 20 || !q.project.chars().all(|c| c.is_ascii_lowercase()) {
        return Err(KernelError::Validation("项目名称无效".into()));
    }
    ok(ticket(&state, format!("{STAGING}/private/{}/{}/{}", q.project, caller.user_id, random_name()), PRIVATE_MAX_BYTES).await?)
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct PutQuery {
    /// The signed ticket of the upload address.
    ticket: String,
}

/// The platform's own upload address (local files): the body is the file; the ticket names where it goes.
#[utoipa::path(put, path = "/ptd-open-platform/endpoint/oss/put", tag = "files", operation_id = "oss_put", params(PutQuery),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "the file"),
    responses((status = 200, description = "上传成功", body = String)))]
async fn put(State(state): State<AppState>, Query(q): Query<PutQuery>, body: Bytes) -> ApiResult<&'static str> {
    let key = state.tokens.verify_ticket(TICKET_PURPOSE, &q.ticket).ok_or_else(|| KernelError::Validation("上传地址已失效，请重新上传".into()))?;
    if body.len() as u64 > PUBLIC_MAX_BYTES {
        return Err(KernelError::PayloadTooLarge);
    }
    state.storage.put_at(&key, body).await.map_err(KernelError::Internal)?;
    ok("上传成功")
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct UploadRegisterForm {
    /// The staging key the upload address was for.
    key: String,
}

/// A registered upload: its key, and its address when it is public.
#[derive(Serialize, utoipa::ToSchema)]
pub struct UploadRegistered {
    key: String,
    url: Option<String>,
}

/// Where a staging key of this caller leads: (final folder, size limit); None for another user's or a malformed key.
fn destination(key: &str, user_id: i64) -> Option<(String, u64)> {
    let parts: Vec<&str> = key.split('/').collect();
    let own = |id: &str| id.parse::<i64>().ok() == Some(user_id);
    let name_ok = |n: &str| n.len() == 16 && n.chars().all(|c| c.is_ascii_alphanumeric());
    match parts.as_slice() {
        [STAGING, "public", id, name] if own(id) && name_ok(name) => Some((format!("{PUBLIC_PREFIX}uploads"), PUBLIC_MAX_BYTES)),
        [STAGING, "private", project, id, name] if own(id) && name_ok(name) && project.chars().all(|c| c.is_ascii_lowercase()) => {
            Some((format!("private/{project}"), PRIVATE_MAX_BYTES))
        }
        _ => None,
    }
}

/// Registers an uploaded file once: its bytes must be a jpg or png within the size limit; it then moves to its final key.
#[utoipa::path(post, path = "/ptd-open-platform/endpoint/oss/register", tag = "files", operation_id = "oss_register", request_body = UploadRegisterForm,
    responses((status = 200, description = "the file's key and public address", body = UploadRegistered)))]
async fn register(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<UploadRegisterForm>) -> ApiResult<UploadRegistered> {
    // Another user's key answers as a missing one.
    let (folder, max) = destination(&f.key, caller.user_id).ok_or(KernelError::NotFound)?;
    let meta = state.storage.head(&f.key).await.map_err(KernelError::Internal)?.ok_or(KernelError::NotFound)?;
    let refuse = |msg: &str| KernelError::Validation(msg.into());
    if meta.size > max {
        state.storage.delete(&f.key).await.map_err(KernelError::Internal)?;
        return Err(refuse(if max == PUBLIC_MAX_BYTES { "图片大小不能超过10MB" } else { "上传图片大小不能超过 1MB!" }));
    }
    let bytes = state.storage.get(&f.key).await.map_err(KernelError::Internal)?.ok_or(KernelError::NotFound)?;
    let kind = match ImageKind::sniff(&bytes) {
        Some(k @ (ImageKind::Jpeg | ImageKind::Png)) => k,
        _ => {
            state.storage.delete(&f.key).await.map_err(KernelError::Internal)?;
            return Err(refuse("格式不支持!"));
        }
    };
    let key = format!("{folder}/{}.{}", random_name(), kind.extension());
    state.storage.copy(&f.key, &key).await.map_err(KernelError::Internal)?;
    state.storage.delete(&f.key).await.map_err(KernelError::Internal)?;
    let url = key.starts_with(PUBLIC_PREFIX).then(|| public_url(&key));
    ok(UploadRegistered { key, url })
}

/// Deletes staged files nobody registered within the hour.
pub async fn forget_unregistered(state: AppState) -> anyhow::Result<()> {
    let cutoff = crate::time::now_ms() - STAGED_MAX_AGE_MS;
    for object in state.storage.list(STAGING).await? {
        if object.modified_ms < cutoff {
            state.storage.delete(&object.key).await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn staging_keys_lead_only_their_own_user_to_a_final_folder() {
        assert_eq!(destination("staging/public/7/AbCdEfGh12345678", 7), Some(("public/uploads".into(), PUBLIC_MAX_BYTES)));
        assert_eq!(destination("staging/private/certification/7/AbCdEfGh12345678", 7), Some(("private/certification".into(), PRIVATE_MAX_BYTES)));
        assert_eq!(destination("staging/public/8/AbCdEfGh12345678", 7), None, "another user's upload");
        assert_eq!(destination("staging/public/7/../../etc", 7), None);
        assert_eq!(destination("public/uploads/AbCdEfGh12345678.png", 7), None);
        assert_eq!(destination("staging/private/Cert/7/AbCdEfGh12345678", 7), None);
    }
}
