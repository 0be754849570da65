/** Unit tests of sitePageAt: the shell's entry finds the first site page as the router would. */
import { expect, test } from '@playwright/test';
import { matchPath } from 'react-router-dom';
import { FRONT_PAGE, FRONT_PATH, SITE_ROUTES, sitePageAt } from './siteRoutes';

const ROUTES = [{ path: FRONT_PATH, page: FRONT_PAGE }, ...SITE_ROUTES];

/** An address on a route: its parameters filled in. */
const addressOf = (pattern: string) => pattern.replace(/:\w+/g, '12');

test('every site route leads to its page, as the router matches it', () => {
  for (const route of ROUTES) {
    for (const address of [addressOf(route.path), `${addressOf(route.path)}/`, addressOf(route.path).toUpperCase()]) {
      const routed = ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, address));
      expect(routed?.page, address).toBe(route.page);
      expect(sitePageAt(address), address).toBe(route.page);
    }
  }
});

test('the root leads to the front page; other addresses to no site page', () => {
  expect(sitePageAt('/')).toBe(FRONT_PAGE);
  for (const address of ['/login', '/home', '/plan', '/plan/12/more', '/product/declare', '/frontpage', '/userCenter/message']) {
    expect(sitePageAt(address), address).toBeUndefined();
  }
});
