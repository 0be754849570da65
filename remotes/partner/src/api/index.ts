/** The partner area's calls (applying, the partner's apps, the operators' reviews) on the SDK's one client. */
import { get, post, put, upload, type Id, type Page } from '@platform/sdk';
import type {
  AppCategory,
  ApplicationQuery,
  AppQuery,
  AppRegistered,
  AppReviewQuery,
  MyPartnerApplication,
  PartnerApp,
  PartnerAppForm,
  PartnerApplication,
  PartnerAppStats,
  PartnerApplyForm,
  PartnerReviewForm,
  PictureKind,
  RotatedSecret,
  RuleVersion,
  TestLaunched,
} from './types';

export type * from './types';

const PARTNER = '/ptd-open-platform/partner';

/** Becoming a partner. */
export const applicationApi = {
  /** The caller's company: whether it is a partner and its newest application. */
  mine: () => get<MyPartnerApplication>(`${PARTNER}/myApplication`),
  /**
   * Applies (main account of a certified company); answers the application's id.
   * Refusals (您还没有认证，请先完成企业认证！, a waiting application) are shown by the client.
   */
  apply: (form: PartnerApplyForm) => post<number>(`${PARTNER}/apply`, form),
  /** A logo or app icon (`logo`, up to 10 MB) or a publicity picture (`publicity`, up to 1 MB), jpg or png; answers its address. */
  upload: (file: Blob, kind: PictureKind) => post<string>(`${PARTNER}/upload`, upload(file, { kind })),
  /** Every company's applications, waiting ones first (operators). */
  page: (query: ApplicationQuery) => get<Page<PartnerApplication>>(`${PARTNER}/application/page`, { params: query }),
  /** Approves or rejects (with a reason) a waiting application (operators); answers 审核成功. */
  review: (form: PartnerReviewForm) => post<string>(`${PARTNER}/application/review`, form),
};

/** The partner's apps and the operators' review of them. */
export const appApi = {
  /** The partner's own apps. */
  page: (query: AppQuery) => get<Page<PartnerApp>>(`${PARTNER}/app/page`, { params: query }),
  /** The product categories an app may be filed under. */
  categories: () => get<AppCategory[]>(`${PARTNER}/app/categories`),
  /** One app with its versions and its enabled launch rule (operators: any app). */
  one: (id: Id) => get<PartnerApp>(`${PARTNER}/app/${encodeURIComponent(String(id))}`),
  /** Registers an app: answers its appKey and its appSecret, shown this once. */
  register: (form: PartnerAppForm) => post<AppRegistered>(`${PARTNER}/app`, form),
  /** Changes a draft, rejected or offline app; answers 修改成功. */
  edit: (form: PartnerAppForm) => put<string>(`${PARTNER}/app`, form),
  /** Submits a draft, rejected or offline app for review; answers 提交成功. */
  submit: (id: Id) => post<string>(`${PARTNER}/app/submit`, { id }),
  /** Takes a published app off the market; answers 下架成功. */
  offline: (id: Id) => post<string>(`${PARTNER}/app/offline`, { id }),
  /** A new appSecret; the old one stops working at once. */
  rotateSecret: (id: Id) => post<RotatedSecret>(`${PARTNER}/app/rotateSecret`, { id }),
  /** Attaches a launch rule (a .wasm module), checked and dry-run by the server, whose refusal the client shows. */
  plugin: (id: Id, file: Blob) => post<RuleVersion>(`${PARTNER}/app/plugin`, upload(file, { id: String(id) })),
  /** Opens the app as a company's user would, whatever its state; answers where the browser goes. */
  testLaunch: (id: Id) => post<TestLaunched>(`${PARTNER}/app/testLaunch`, { id }),
  /** The app's usage: holders, launches per day of the last 30 days, orders. */
  stats: (id: Id) => get<PartnerAppStats>(`${PARTNER}/app/stats`, { params: { id } }),
  /** Every partner's apps, those in review first (operators). */
  reviewPage: (query: AppReviewQuery) => get<Page<PartnerApp>>(`${PARTNER}/app/reviewPage`, { params: query }),
  /** Approves (the app goes on the market) or rejects with a reason an app in review (operators); answers 审核成功. */
  review: (form: PartnerReviewForm) => post<string>(`${PARTNER}/app/review`, form),
};
