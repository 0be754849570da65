/** The company area's form shapes; server shapes are named where used (`Schema<'ReviewItem'>`, `Body<'post', '/ptd-user/resource/company/update'>`). */
import type { Body } from '@platform/sdk';

/** What the address form edits: the server's form without the id and platform the call adds. */
export type AddressForm = Omit<Body<'post', '/ptd-component/endpoint/global/address/add'>, 'id' | 'platformName'>;
/** What the invoice header form edits: the server's form without the id the call adds. */
export type InvoiceHeaderForm = Omit<Body<'post', '/ptd-component/global/resource/invoiceHeader'>, 'id'>;
