/** The sign area's request and reply types: names for the schemas generated from the server's OpenAPI document. */
import type { PageQuery, QueryOf, Schema } from '@platform/sdk';

/** Whether the company opened e-signature (and through which channel, since when) and what opening still needs. */
export type EsignStatus = Schema<'EsignStatus'>;
/** A seal of the company: 1 企业公章, 2 个人签名章; `sealUrl` is its SVG picture, `selected` the one chosen last. */
export type Seal = Schema<'SealView'>;
/** A service contract of a paid order: status 0 待签署, 1 已签署; `total` in yuan, `referenceNo` the order number. */
export type Contract = Schema<'ContractView'>;
export type ContractQuery = PageQuery & QueryOf<'/ptd-component/sign/contract/page'>;
/** A contract's document rendered for signing, with the address of its preview. */
export type Prepared = Schema<'Prepared'>;
/** What starts a signing on the provider's page. */
export type ToSignQuery = QueryOf<'/ptd-component/sign/fadada/contract/toSign'>;
/** The provider's signing page. */
export type SigningPage = Schema<'SigningPage'>;
/** Which file of a signed contract: the PDF, or its detached CMS signature (.p7s). */
export type ContractPart = 'pdf' | 'signature';
