/** The company area's request and reply types: names for the schemas generated from the server's OpenAPI document. */
import type { CertificationKind, PageQuery, QueryOf, Schema } from '@platform/sdk';

/** What the licence upload read (empty strings where the OCR read nothing) and the stored image. */
export type LicenceOcr = Schema<'LicenceOcr'>;
/** What an ID card upload read and the stored image. */
export type IdCardOcr = Schema<'IdCardOcr'>;
export type CompanyCertificationForm = Schema<'CompanyCertificationForm'>;
/** The short form: a company sent to review without the legal person's documents. */
export type CompanyReviewForm = Schema<'CompanyReviewForm'>;
export type PersonCertificationForm = Schema<'PersonCertificationForm'>;
/** A certification just sent: under review (status 1). */
export type CertificationSubmitted = Schema<'Submitted'>;

export type ReviewQuery = PageQuery &
  QueryOf<'/ptd-user/certification/review/page'> & {
    kind: CertificationKind;
    /** 1 pending, 2 approved, 3 rejected. */
    status: 1 | 2 | 3;
  };
/** A submission in the operators' review queue; ID card number and mobile arrive masked. */
export type ReviewItem = Schema<'ReviewItem'>;
export type ReviewDecision = Schema<'DecisionForm'>;

/** The main account's edit of the company; a certified company goes back to review. */
export type CompanyUpdateForm = Schema<'CompanyUpdateForm'>;

/** A receiving address of the company (type 3 on this platform). */
export type ReceivingAddress = Schema<'Address'>;
export type AddressForm = Omit<Schema<'AddressForm'>, 'id' | 'platformName'>;
/** An invoice header: companyName is the title printed on the invoice. */
export type InvoiceHeader = Schema<'InvoiceHeader'>;
export type InvoiceHeaderForm = Omit<Schema<'InvoiceForm'>, 'id'>;
