//! What one area offers another, as traits in one file each, and the typed
//! registry that carries them: a module provides what it has
//! (`Module::provide`), a consumer asks the state for the trait
//! (`state.contract::<dyn Catalogue>()`) and gets one answer when the area
//! that offers it is disabled. Adding a contract touches its file, its
//! provider and its consumer; the kernel names none of them elsewhere.

mod catalogue;
mod company_details;
mod directory;
mod held_apps;
mod invoice_headers;
mod launcher;
mod partner_apps;
mod points_account;
mod public_documents;
mod sales;
mod shelf;
mod site_content;

pub use catalogue::{Catalogue, Channel, Domain, Offer, OpenMode};
pub use company_details::{CompanyDetail, CompanyDetails};
pub use directory::{CallerFacts, CompanyFacts, Directory};
pub use held_apps::HeldApps;
pub use invoice_headers::{InvoiceHeaders, InvoiceTitle};
pub use launcher::{LaunchBy, LaunchDay, LaunchRefused, Launcher, RefusedAddress, RuleVersion};
pub use partner_apps::{OidcRegistration, PartnerApp, PartnerApps};
pub use points_account::{PasswordCheck, PointsAccount, PointsCredit, PointsDebit, PointsHold};
pub use public_documents::{PublicDocument, PublicDocuments};
pub use sales::Sales;
pub use shelf::{Shelf, ShelfProduct, ShelfSupplier, ShelfVersion};
pub use site_content::SiteContent;

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::Arc;

/// A trait one area offers the others (as `dyn Trait`), with the area that offers it.
pub trait Contract: Send + Sync + 'static {
    /// The module that provides it, named in the "area disabled" answer's log line.
    const AREA: &'static str;
}

/// What the enabled modules provide, by contract: one provider each, or many
/// for contracts every area may offer (payment purposes, public documents).
#[derive(Default)]
pub struct Provided {
    one: ByType,
    many: HashMap<TypeId, Box<dyn Any + Send + Sync>>,
}

/// One shared value of each type (`Arc<T>`, `T` a trait object or a service): the one
/// provider of each contract here, and the services the state keeps (`state::Shared`).
#[derive(Default)]
pub struct ByType(HashMap<TypeId, Box<dyn Any + Send + Sync>>);

impl ByType {
    /// Keeps the value of a type; true when one was kept already (and is replaced).
    pub fn insert<T: ?Sized + Send + Sync + 'static>(&mut self, value: Arc<T>) -> bool {
        self.0.insert(TypeId::of::<T>(), Box::new(value)).is_some()
    }

    pub fn get<T: ?Sized + Send + Sync + 'static>(&self) -> Option<&Arc<T>> {
        self.0.get(&TypeId::of::<T>()).and_then(|s| s.downcast_ref::<Arc<T>>())
    }
}

impl Provided {
    /// Offers the one implementation of a contract; a second offer of the same
    /// contract is a wiring mistake and stops the start.
    pub fn offer<C: ?Sized + Contract>(&mut self, service: Arc<C>) {
        let twice = self.one.insert(service);
        assert!(!twice, "two modules offer the same contract (from {})", C::AREA);
    }

    /// Adds one of many implementations of a contract.
    pub fn add<C: ?Sized + Contract>(&mut self, service: Arc<C>) {
        let all = self.many.entry(TypeId::of::<C>()).or_insert_with(|| Box::new(Vec::<Arc<C>>::new()));
        all.downcast_mut::<Vec<Arc<C>>>().expect("one type per key").push(service);
    }

    /// The implementation of a contract, when its area is enabled.
    pub fn get<C: ?Sized + Contract>(&self) -> Option<&Arc<C>> {
        self.one.get::<C>()
    }

    /// Every implementation added of a contract, in the modules' start-up order.
    pub fn all<C: ?Sized + Contract>(&self) -> &[Arc<C>] {
        self.many.get(&TypeId::of::<C>()).and_then(|s| s.downcast_ref::<Vec<Arc<C>>>()).map(Vec::as_slice).unwrap_or(&[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    trait Greeting: Send + Sync + 'static {
        fn text(&self) -> &'static str;
    }
    impl Contract for dyn Greeting {
        const AREA: &'static str = "test";
    }
    struct Hello;
    impl Greeting for Hello {
        fn text(&self) -> &'static str {
            "你好"
        }
    }
    struct Bye;
    impl Greeting for Bye {
        fn text(&self) -> &'static str {
            "再见"
        }
    }

    #[test]
    fn contracts_are_found_by_their_trait() {
        let mut provided = Provided::default();
        assert!(provided.get::<dyn Greeting>().is_none(), "nothing offered: the area is disabled");
        assert!(provided.all::<dyn Greeting>().is_empty());
        provided.offer::<dyn Greeting>(Arc::new(Hello));
        provided.add::<dyn Greeting>(Arc::new(Hello));
        provided.add::<dyn Greeting>(Arc::new(Bye));
        assert_eq!(provided.get::<dyn Greeting>().unwrap().text(), "你好");
        let all: Vec<_> = provided.all::<dyn Greeting>().iter().map(|g| g.text()).collect();
        assert_eq!(all, ["你好", "再见"], "in the order they were added");
    }

    #[test]
    #[should_panic(expected = "two modules offer the same contract")]
    fn a_contract_has_one_provider() {
        let mut provided = Provided::default();
        provided.offer::<dyn Greeting>(Arc::new(Hello));
        provided.offer::<dyn Greeting>(Arc::new(Bye));
    }
}
