//! What the platform takes from outside services, as traits with built-in
//! implementations that fully work on one machine. Real adapters plug in behind
//! the same traits by configuration.

pub mod esign;
pub mod mail;
pub mod sms;
pub mod storage;
