/** The partner area's request and reply types: names for the schemas generated from the server's OpenAPI document. */
import type { PageQuery, QueryOf, Schema } from '@platform/sdk';

/** An application to become a partner: cooperation type 1 软件服务商, 2 智能硬件商, 3 解决方案商; pictures are addresses the partner upload answered. */
export type PartnerApplyForm = Schema<'PartnerApplyForm'>;
/** An application as its company and the operators see it: status 0 待审核, 1 已通过, 2 已驳回. */
export type PartnerApplication = Schema<'PartnerApplication'>;
/** Whether the caller's company is a partner, and its newest application. */
export type MyPartnerApplication = Schema<'MyPartnerApplication'>;
/** An operator's decision: `reason` required when rejecting. */
export type PartnerReviewForm = Schema<'PartnerReviewForm'>;
/** An app as registered or edited (`id` when editing). */
export type PartnerAppForm = Schema<'PartnerAppForm'>;
/** A version of an app as sent: price in yuan (two decimals at most). */
export type PartnerVersionForm = Schema<'PartnerVersionForm'>;
/** A version of an app as shown: price in yuan as text. */
export type PartnerAppVersion = Schema<'PartnerAppVersion'>;
/** An app as its partner and the operators see it: status 0 未提交, 1 审核中, 2 已上架, 3 已驳回, 4 已下架; never its secret. */
export type PartnerApp = Schema<'PartnerApp'>;
/** What registration answers: the only time the appSecret is shown. */
export type AppRegistered = Schema<'AppRegistered'>;
/** A new appSecret, shown this once. */
export type RotatedSecret = Schema<'RotatedSecret'>;
/** The app an action is for. */
export type PartnerAppId = Schema<'PartnerAppId'>;
/** Where a test launch opens the app. */
export type TestLaunched = Schema<'TestLaunched'>;
/** An app's usage: holders, launches per day of the last 30 days, orders. */
export type PartnerAppStats = Schema<'PartnerAppStats'>;
export type DayLaunches = Schema<'DayLaunches'>;
/** A product category an app may be filed under. */
export type AppCategory = Schema<'AppCategory'>;
/** An app's enabled launch rule: version, SHA-256, size and what its dry run decided. */
export type RuleVersion = Schema<'RuleVersion'>;

export type ApplicationQuery = PageQuery & QueryOf<'/ptd-open-platform/partner/application/page'>;
export type AppQuery = PageQuery & QueryOf<'/ptd-open-platform/partner/app/page'>;
export type AppReviewQuery = PageQuery & QueryOf<'/ptd-open-platform/partner/app/reviewPage'>;

/** What a partner picture is for: a logo or an app's icon (up to 10 MB), a publicity picture (up to 1 MB). */
export type PictureKind = 'logo' | 'publicity';
