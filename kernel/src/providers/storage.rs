//! Object storage through the `object_store` crate: local files under
//! `<data_dir>/objects` by default. Objects are stored under random
//! 16-character names so no name reveals or guesses another upload.

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
}

impl ObjectStorage {
    pub fn local(root: &std::path::Path) -> anyhow::Result<Self> {
        std::fs::create_dir_all(root)?;
        Ok(Self { store: Arc::new(LocalFileSystem::new_with_prefix(root)?) })
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
}
