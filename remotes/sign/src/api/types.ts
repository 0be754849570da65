/** The sign area's UI-only types; server shapes are named where used (`Schema<'ContractView'>`, `Query<'get', '/…/contract/page'>`). */

/** Which file of a signed contract: the PDF, or its detached CMS signature (.p7s). */
export type ContractPart = 'pdf' | 'signature';
