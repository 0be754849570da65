/** The partner area's calls (applying, the partner's apps, the operators' reviews) on the SDK's one client. */
import { api, upload, type Body, type Id, type Query } from '@platform/sdk';
import type { PictureKind } from './types';

export type * from './types';


/** Becoming a partner. */
export const applicationApi = {
  /** The caller's company: whether it is a partner and its newest application. */
  mine: () => api.get('/ptd-open-platform/partner/myApplication'),
  /**
   * Applies (main account of a certified company); answers the application's id.
   * Refusals (您还没有认证，请先完成企业认证！, a waiting application) are shown by the client.
   */
  apply: (form: Body<'post', '/ptd-open-platform/partner/apply'>) => api.post('/ptd-open-platform/partner/apply', { body: form }),
  /** A logo or app icon (`logo`, up to 10 MB) or a publicity picture (`publicity`, up to 1 MB), jpg or png; answers its address. */
  upload: (file: Blob, kind: PictureKind) => api.post('/ptd-open-platform/partner/upload', { body: upload(file, { kind }) }),
  /** Every company's applications, waiting ones first (operators). */
  page: (query: Query<'get', '/ptd-open-platform/partner/application/page'>) =>
    api.get('/ptd-open-platform/partner/application/page', { query }),
  /** Approves or rejects (with a reason) a waiting application (operators); answers 审核成功. */
  review: (form: Body<'post', '/ptd-open-platform/partner/application/review'>) =>
    api.post('/ptd-open-platform/partner/application/review', { body: form }),
};

/** The partner's apps and the operators' review of them. */
export const appApi = {
  /** The partner's own apps. */
  page: (query: Query<'get', '/ptd-open-platform/partner/app/page'>) => api.get('/ptd-open-platform/partner/app/page', { query }),
  /** The product categories an app may be filed under. */
  categories: () => api.get('/ptd-open-platform/partner/app/categories'),
  /** One app with its versions and its enabled launch rule (operators: any app). */
  one: (id: Id) => api.get('/ptd-open-platform/partner/app/{id}', { path: { id } }),
  /** Registers an app: answers its appKey and its appSecret, shown this once. */
  register: (form: Body<'post', '/ptd-open-platform/partner/app'>) => api.post('/ptd-open-platform/partner/app', { body: form }),
  /** Changes a draft, rejected or offline app; answers 修改成功. */
  edit: (form: Body<'put', '/ptd-open-platform/partner/app'>) => api.put('/ptd-open-platform/partner/app', { body: form }),
  /** Submits a draft, rejected or offline app for review; answers 提交成功. */
  submit: (id: number) => api.post('/ptd-open-platform/partner/app/submit', { body: { id } }),
  /** Takes a published app off the market; answers 下架成功. */
  offline: (id: number) => api.post('/ptd-open-platform/partner/app/offline', { body: { id } }),
  /** A new appSecret; the old one stops working at once. */
  rotateSecret: (id: number) => api.post('/ptd-open-platform/partner/app/rotateSecret', { body: { id } }),
  /**
   * Attaches a launch rule (a .wasm module), checked and dry-run by the server, whose refusal the client shows.
   * Once the app has gone to review the version waits for an operator (`pending`).
   */
  plugin: (id: Id, file: Blob) => api.post('/ptd-open-platform/partner/app/plugin', { body: upload(file, { id: String(id) }) }),
  /** Opens the app as a company's user would, whatever its state; answers where the browser goes. */
  testLaunch: (id: number) => api.post('/ptd-open-platform/partner/app/testLaunch', { body: { id } }),
  /** The app's usage: holders, launches per day of the last 30 days, orders. */
  stats: (id: Id) => api.get('/ptd-open-platform/partner/app/stats', { query: { id: Number(id) } }),
  /** Every partner's apps, those in review first (operators). */
  reviewPage: (query: Query<'get', '/ptd-open-platform/partner/app/reviewPage'>) =>
    api.get('/ptd-open-platform/partner/app/reviewPage', { query }),
  /** Approves (the app goes on the market) or rejects with a reason an app in review (operators); answers 审核成功. */
  review: (form: Body<'post', '/ptd-open-platform/partner/app/review'>) =>
    api.post('/ptd-open-platform/partner/app/review', { body: form }),
  /** Approves (holders' launches run it) or rejects with a reason the launch rule waiting on an app (operators); answers 审核成功. */
  reviewRule: (form: Body<'post', '/ptd-open-platform/partner/app/reviewRule'>) =>
    api.post('/ptd-open-platform/partner/app/reviewRule', { body: form }),
};
