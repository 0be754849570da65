//! The company's invoice headers as other areas need them: implemented by the certification module.

use super::Contract;
use crate::db::Db;
use crate::KernelError;
use futures::future::BoxFuture;

/// What an invoice is made out to, as the header read when it was asked for.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct InvoiceTitle {
    /// The invoice title (the buyer's name).
    pub company_name: String,
    pub tax_id_number: String,
    pub company_address: Option<String>,
    pub mobile: Option<String>,
    pub bank_name: Option<String>,
    /// Sealed at rest (`privacy::kind::BANK_ACCOUNT`): kept sealed by the invoice that copies it.
    pub bank_account: String,
}

impl InvoiceTitle {
    /// A 增值税专用发票 needs every line of the buyer: tax number, address, phone, bank and account.
    pub fn complete(&self) -> bool {
        let filled = |v: &Option<String>| v.as_deref().is_some_and(|s| !s.trim().is_empty());
        !self.tax_id_number.trim().is_empty() && filled(&self.company_address) && filled(&self.mobile) && filled(&self.bank_name) && !self.bank_account.trim().is_empty()
    }
}

/// The company's invoice headers as other areas need them (an invoice
/// request names one): implemented by the certification module.
pub trait InvoiceHeaders: Send + Sync + 'static {
    /// One of the company's headers in use (开票时可选择已启用的发票抬头); None for
    /// another company's, a disabled or a missing one.
    fn in_use<'a>(&'a self, db: &'a Db, id: i64, company_id: i64) -> BoxFuture<'a, Result<Option<InvoiceTitle>, KernelError>>;
}

impl Contract for dyn InvoiceHeaders {
    const AREA: &'static str = "certification";
}

#[cfg(test)]
mod tests {
    use super::InvoiceTitle;

    #[test]
    fn a_special_invoice_needs_every_line_of_the_buyer() {
        let full = InvoiceTitle {
            company_name: "福州某某科技有限公司".into(),
            tax_id_number: "91350100M000100Y43".into(),
            company_address: Some("福州市鼓楼区".into()),
            mobile: Some("0591-87654321".into()),
            bank_name: Some("中国银行福州分行".into()),
            bank_account: "1234567890123".into(),
        };
        assert!(full.complete());
        assert!(!InvoiceTitle { company_address: None, ..full.clone() }.complete());
        assert!(!InvoiceTitle { mobile: Some("  ".into()), ..full.clone() }.complete());
        assert!(!InvoiceTitle { bank_name: Some(String::new()), ..full }.complete());
    }
}
