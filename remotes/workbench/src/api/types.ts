/** The workbench's request and reply types: names for the schemas generated from the server's OpenAPI document. */
import type { QueryOf, Schema } from '@platform/sdk';

/** An app on the console: a bought service or one of the company's own (selfAdded). */
export type App = Schema<'App'>;
/** An app ending within 30 days, with the whole days left. */
export type ExpiringApp = Schema<'Expiring'>;
/** Add (no id) or edit one of the company's own services. */
export type CustomAppForm = Schema<'CustomForm'>;
/** What to open: a product service, a product (its first service) or an own service. */
export type OpenForm = Schema<'OpenForm'>;
/** Where the server sends the browser when an app opens. */
export type Opening = Schema<'Opening'>;
/** The base-data or organisation application: its key, name and whether the company holds it. */
export type BaseApplication = Schema<'BaseApplication'>;

/** A company notice (公司公告) or news item (公司快讯). */
export type CompanyNotice = Schema<'CompanyNotice'>;
export type SystemNotice = Schema<'SystemNotice'>;
/** A help document in a list (no content). */
export type HelpDocItem = Schema<'HelpDocItem'>;
export type HelpDocQuery = QueryOf<'/ptd-industry/helpDoc/page'>;
/** A product as the market's lists show it. */
export type ProductCard = Schema<'ProductCard'>;
/** An AI application of the market; online 0 is still to come (即将上线). */
export type AiProduct = Schema<'AiProduct'>;

/** A version of an app's launch rule (a WebAssembly plugin): its sha256, granted permissions (log, sign) and size in bytes. */
export type LaunchPlugin = Schema<'LaunchPlugin'>;
/** An app a launch rule can be attached to, with its enabled version (none: the built-in rule). */
export type PluginApp = Schema<'PluginApp'>;
