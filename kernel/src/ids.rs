//! Time-ordered 64-bit ids, unique across instances and below 2^53 so they
//! survive a round trip through JavaScript numbers unchanged.
//!
//! Layout (53 bits): 41 bits of milliseconds since 2025-01-01 UTC (about 69 years),
//! 4 bits of instance number, 8 bits of sequence within the millisecond.

use std::sync::Mutex;

const EPOCH_MS: i64 = 1_735_689_600_000; // 2025-01-01T00:00:00Z
const NODE_BITS: u32 = 4;
const SEQ_BITS: u32 = 8;
const MAX_SEQ: i64 = (1 << SEQ_BITS) - 1;

pub struct IdGenerator {
    node: i64,
    last: Mutex<(i64, i64)>, // (millisecond, sequence)
}

impl IdGenerator {
    pub fn new(node_id: u16) -> Self {
        Self { node: i64::from(node_id) & ((1 << NODE_BITS) - 1), last: Mutex::new((0, 0)) }
    }

    pub fn next_id(&self) -> i64 {
        let mut last = self.last.lock().expect("id generator lock");
        let mut now = crate::time::now_ms() - EPOCH_MS;
        if now < last.0 {
            // The clock went back: keep counting from the last instant rather than repeat ids.
            now = last.0;
        }
        if now == last.0 {
            if last.1 == MAX_SEQ {
                // Sequence exhausted for this millisecond: borrow the next one.
                now += 1;
                *last = (now, 0);
            } else {
                last.1 += 1;
            }
        } else {
            *last = (now, 0);
        }
        (last.0 << (NODE_BITS + SEQ_BITS)) | (self.node << SEQ_BITS) | last.1
    }
}

/// The smallest id any instance makes at `ms` (milliseconds since the Unix epoch): every id made
/// before that instant is below it.
pub fn first_at(ms: i64) -> i64 {
    (ms - EPOCH_MS).max(0) << (NODE_BITS + SEQ_BITS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn ids_are_unique_increasing_and_js_safe() {
        let g = IdGenerator::new(3);
        let mut seen = HashSet::new();
        let mut prev = 0;
        for _ in 0..20_000 {
            let id = g.next_id();
            assert!(id > prev, "ids must increase");
            assert!(id < (1_i64 << 53), "ids must stay below 2^53");
            assert!(seen.insert(id));
            prev = id;
        }
    }

    #[test]
    fn ids_made_before_an_instant_are_below_its_first() {
        let g = IdGenerator::new(15);
        let made = g.next_id();
        std::thread::sleep(std::time::Duration::from_millis(2));
        let cut = first_at(crate::time::now_ms());
        assert!(made < cut);
        assert!(g.next_id() >= cut);
    }

    #[test]
    fn instances_never_collide() {
        let a = IdGenerator::new(1);
        let b = IdGenerator::new(2);
        let ids_a: HashSet<i64> = (0..1000).map(|_| a.next_id()).collect();
        assert!((0..1000).map(|_| b.next_id()).all(|id| !ids_a.contains(&id)));
    }
}
