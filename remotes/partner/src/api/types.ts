/** The partner area's UI-only types; server shapes are named where used (`Schema<'PartnerApp'>`, `Body<'post', '/…/apply'>`). */

/** What a partner picture is for: a logo or an app's icon (up to 10 MB), a publicity picture (up to 1 MB). */
export type PictureKind = 'logo' | 'publicity';
