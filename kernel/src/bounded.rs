//! A map an instance keeps to save work, of at most a set number of entries: a full
//! one starts over, so memory stays bounded and a value forgotten costs only the
//! work it saved (a read, a write).

use std::collections::HashMap;
use std::sync::Mutex;

pub struct Bounded<V> {
    max: usize,
    entries: Mutex<HashMap<String, V>>,
}

impl<V: Clone> Bounded<V> {
    pub fn new(max: usize) -> Self {
        Self { max, entries: Mutex::new(HashMap::new()) }
    }

    pub fn get(&self, key: &str) -> Option<V> {
        self.entries.lock().unwrap_or_else(|p| p.into_inner()).get(key).cloned()
    }

    /// Keeps a value; when the map is full, everything kept so far goes first.
    pub fn insert(&self, key: String, value: V) {
        let mut entries = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        if entries.len() >= self.max && !entries.contains_key(&key) {
            entries.clear();
        }
        entries.insert(key, value);
    }

    pub fn remove(&self, key: &str) {
        self.entries.lock().unwrap_or_else(|p| p.into_inner()).remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_map_starts_over_and_a_kept_key_is_replaced_in_place() {
        let map = Bounded::new(2);
        map.insert("a".into(), 1);
        map.insert("b".into(), 2);
        map.insert("b".into(), 3);
        assert_eq!((map.get("a"), map.get("b")), (Some(1), Some(3)), "a key already kept does not empty a full map");
        map.insert("c".into(), 4);
        assert_eq!((map.get("a"), map.get("b"), map.get("c")), (None, None, Some(4)));
        map.remove("c");
        assert_eq!(map.get("c"), None);
    }
}
