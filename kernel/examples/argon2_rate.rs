//! The raw Argon2id rate at the platform's parameters, one hashing thread per
//! core and no HTTP (`bench/run.sh` compares the login rate against it).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn main() {
    let hash = kernel::auth::hash_password("Demo@2026").expect("hash");
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let seconds = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(5u64);
    let (done, stop) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicBool::new(false)));
    let start = Instant::now();
    let workers: Vec<_> = (0..threads)
        .map(|_| {
            let (hash, done, stop) = (hash.clone(), done.clone(), stop.clone());
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    assert!(kernel::auth::verify_password("Demo@2026", &hash));
                    done.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    std::thread::sleep(Duration::from_secs(seconds));
    stop.store(true, Ordering::Relaxed);
    for w in workers {
        w.join().expect("worker");
    }
    let rate = done.load(Ordering::Relaxed) as f64 / start.elapsed().as_secs_f64();
    println!("Raw Argon2id verifications: {rate:.1}/s on {threads} threads (the platform's parameters, no HTTP).");
}
