//! Object storage through the `object_store` crate: local files under
//! `<data_dir>/objects` by default, or an S3-compatible bucket every instance
//! shares (`[storage] kind = "s3"`). Objects are stored under random
//! 16-character names so no name reveals or guesses another upload; private
//! ones (licences, ID cards, contracts) are only ever read by the platform
//! after its permission check, never addressed by the browser.

use bytes::Bytes;
use object_store::local::LocalFileSystem;
use object_store::path::Path;
use object_store::{ObjectStore, PutPayload};
use rand::distributions::Alphanumeric;
use rand::Rng;
use std::sync::Arc;

/// The storage prefix of public objects, served by the kernel's `/api/files/` route.
pub const PUBLIC_PREFIX: &str = "public/";
const PUBLIC_ROUTE: &str = "/api/files/";

/// The address a public object is served at, from its storage key.
pub fn public_url(key: &str) -> String {
    format!("{PUBLIC_ROUTE}{}", key.trim_start_matches(PUBLIC_PREFIX))
}

#[derive(Clone)]
pub struct ObjectStorage {
    store: Arc<dyn ObjectStore>,
    /// Presigns requests the browser sends to the bucket itself (S3 only; local files go through the platform).
    signer: Option<Arc<dyn object_store::signer::Signer>>,
}

/// An object the storage holds: its key, size and when it was written (epoch ms).
#[derive(Debug, Clone)]
pub struct StoredObject {
    pub key: String,
    pub size: u64,
    pub modified_ms: i64,
}

impl ObjectStorage {
    pub fn local(root: &std::path::Path) -> anyhow::Result<Self> {
        std::fs::create_dir_all(root)?;
        Ok(Self { store: Arc::new(LocalFileSystem::new_with_prefix(root)?), signer: None })
    }

    /// The storage the configuration names: local files under `objects_dir`, or the S3-compatible bucket.
    pub fn from_config(c: &crate::config::StorageConfig, objects_dir: &std::path::Path) -> anyhow::Result<Self> {
        match c.kind.as_str() {
            "local" | "" => Self::local(objects_dir),
            "s3" => {
                anyhow::ensure!(!c.bucket.is_empty(), "storage.bucket is empty");
                let mut builder = object_store::aws::AmazonS3Builder::new()
                    .with_bucket_name(&c.bucket)
                    .with_region(&c.region)
                    .with_access_key_id(&c.access_key_id)
                    .with_secret_access_key(&c.secret_access_key)
                    .with_virtual_hosted_style_request(!c.path_style);
                if !c.endpoint.is_empty() {
                    builder = builder.with_endpoint(&c.endpoint).with_allow_http(c.endpoint.starts_with("http://"));
                }
                let s3 = Arc::new(builder.build()?);
                Ok(Self { store: s3.clone(), signer: Some(s3) })
            }
            other => anyhow::bail!("storage.kind must be local or s3, not {other}"),
        }
    }

    pub fn random_name() -> String {
        rand::thread_rng().sample_iter(&Alphanumeric).take(16).map(char::from).collect()
    }

    /// Stores the bytes under `<folder>/<random 16 characters>.<ext>` and returns that key.
    pub async fn put_new(&self, folder: &str, ext: &str, data: Bytes) -> anyhow::Result<String> {
        let key = format!("{folder}/{}.{ext}", Self::random_name());
        self.store.put(&Path::from(key.as_str()), PutPayload::from(data)).await?;
        Ok(key)
    }

    /// Stores a public object (served by `/api/files/`) and returns its address.
    pub async fn put_public(&self, folder: &str, ext: &str, data: Bytes) -> anyhow::Result<String> {
        let key = self.put_new(&format!("{PUBLIC_PREFIX}{folder}"), ext, data).await?;
        Ok(public_url(&key))
    }

    /// A presigned URL the browser may PUT one object to, straight to the bucket; None with local files.
    pub async fn presigned_put(&self, key: &str, expires: std::time::Duration) -> anyhow::Result<Option<String>> {
        let Some(signer) = &self.signer else { return Ok(None) };
        Ok(Some(signer.signed_url(axum::http::Method::PUT, &Path::parse(key)?, expires).await?.to_string()))
    }

    /// Stores bytes under a key the caller chose (a direct upload's staging key).
    pub async fn put_at(&self, key: &str, data: Bytes) -> anyhow::Result<()> {
        self.store.put(&Path::parse(key)?, PutPayload::from(data)).await?;
        Ok(())
    }

    /// The object's size and time, or None when there is none.
    pub async fn head(&self, key: &str) -> anyhow::Result<Option<StoredObject>> {
        match self.store.head(&Path::parse(key)?).await {
            Ok(m) => Ok(Some(StoredObject { key: m.location.to_string(), size: m.size, modified_ms: m.last_modified.timestamp_millis() })),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Copies an object to another key (a checked upload leaving staging).
    pub async fn copy(&self, from: &str, to: &str) -> anyhow::Result<()> {
        self.store.copy(&Path::parse(from)?, &Path::parse(to)?).await?;
        Ok(())
    }

    /// Deletes an object; one that is gone already is no error.
    pub async fn delete(&self, key: &str) -> anyhow::Result<()> {
        match self.store.delete(&Path::parse(key)?).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    /// Every object under a prefix.
    pub async fn list(&self, prefix: &str) -> anyhow::Result<Vec<StoredObject>> {
        use futures::TryStreamExt;
        let prefix = Path::parse(prefix)?;
        let found: Vec<object_store::ObjectMeta> = self.store.list(Some(&prefix)).try_collect().await?;
        Ok(found.into_iter().map(|m| StoredObject { key: m.location.to_string(), size: m.size, modified_ms: m.last_modified.timestamp_millis() }).collect())
    }

    pub async fn get(&self, key: &str) -> anyhow::Result<Option<Bytes>> {
        let path = Path::parse(key)?;
        match self.store.get(&path).await {
            Ok(r) => Ok(Some(r.bytes().await?)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn stores_under_random_names() {
        let dir = tempfile::tempdir().unwrap();
        let s = ObjectStorage::local(dir.path()).unwrap();
        let key = s.put_new("logo", "png", Bytes::from_static(b"png-bytes")).await.unwrap();
        let name = key.strip_prefix("logo/").unwrap().strip_suffix(".png").unwrap();
        assert_eq!(name.len(), 16);
        assert!(name.chars().all(|c| c.is_ascii_alphanumeric()));
        assert_eq!(s.get(&key).await.unwrap().unwrap(), Bytes::from_static(b"png-bytes"));
        assert!(s.get("logo/missing.png").await.unwrap().is_none());
        assert!(s.get("../etc/passwd").await.is_err() || s.get("../etc/passwd").await.unwrap().is_none());
    }

    #[test]
    fn the_configuration_names_the_storage() {
        let dir = tempfile::tempdir().unwrap();
        let mut c = crate::config::StorageConfig {
            kind: "local".into(),
            endpoint: String::new(),
            bucket: String::new(),
            region: "us-east-1".into(),
            access_key_id: String::new(),
            secret_access_key: String::new(),
            path_style: true,
        };
        assert!(ObjectStorage::from_config(&c, dir.path()).is_ok());
        c.kind = "s3".into();
        assert!(ObjectStorage::from_config(&c, dir.path()).err().expect("a bucket is needed").to_string().contains("bucket"));
        c.bucket = "platform".into();
        c.endpoint = "http://127.0.0.1:9000".into();
        assert!(ObjectStorage::from_config(&c, dir.path()).is_ok(), "a plain-http endpoint (MinIO on loopback) is allowed");
        c.kind = "ftp".into();
        assert!(ObjectStorage::from_config(&c, dir.path()).is_err());
    }
}
