/**
 * Timings, page sizes and cut-offs of the public site (spec section 9), in
 * one place so the navigation, the pages and the tests agree.
 */
export const SITE_LIMITS = {
  /** Banner carousels turn every 3 s. */
  bannerIntervalMs: 3000,
  /** The partner page's carousel turns every 5 s. */
  partnerIntervalMs: 5000,
  /** Hot products beside the top ad. */
  topAdHotItems: 3,
  /** 数字工厂 on the home page: the first cases. */
  homeCases: 4,
  /** 行业解决方案 on the home page. */
  homePrograms: 5,
  /** Product cards per row in 产品及服务. */
  productCardsPerRow: 3,
  /** Advantages shown by product template 1 and 2. */
  advantagesByTemplate: { 1: 3, 2: 4 } as Record<number, number>,
  /** Scenes shown on a product page and per solution. */
  scenes: 3,
  /** Other experts: fetched, then shown without the current one. */
  expertsFetched: 7,
  expertsShown: 6,
  /** Partner logos on the cooperation page, and the whole list on the partner page. */
  partnersOnEcology: 10,
  partnersOnPartnerPage: 1000,
  /** Help documents and the navigation's search. */
  helpPageSize: 10,
  searchPageSize: 10,
  /** Back to top appears after this much scrolling. */
  backToTopAfterPx: 50,
} as const;

/** Solutions are programmes of category 5; the home page shows those marked homeShow. */
export const SOLUTION_CATEGORY = 5;
/** Special service programmes (category 6). */
export const PROGRAMME_CATEGORY = 6;

/** The finance credit solution has a page of its own. */
export const FINANCE_PROGRAM_ID = 'planFinance';

/**
 * The pageScroll display mode: it scrolls these pages by itself, about 1 px
 * every 30 ms, and carries on 10 s after the person scrolled.
 */
export const PAGE_SCROLL = {
  pages: ['/front', '/product', '/ai/application', '/cooperativeEcology', '/viewOfFactory', '/concatUs'],
  stepPx: 1,
  everyMs: 30,
  resumeAfterMs: 10_000,
  /** Time spent at the bottom of a page before the next one opens. */
  dwellAtBottomMs: 3000,
} as const;
