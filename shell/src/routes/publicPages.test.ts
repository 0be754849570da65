/** Unit tests of the public routes: each has a page in the site remote, and which paths are public. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FRONT_ROUTE, isPublicPath, SITE_ROUTES } from './publicPages';

const SITE_PAGES = path.resolve(__dirname, '../../../remotes/site/src/pages');

test('every public route shows a page the site remote has', () => {
  for (const route of [FRONT_ROUTE, ...SITE_ROUTES]) {
    expect(fs.existsSync(path.join(SITE_PAGES, route.page, 'index.tsx')), `${route.path} → site/${route.page}`).toBe(true);
  }
});

test('the site pages are public, with their parameters', () => {
  expect(isPublicPath('/front')).toBe(true);
  expect(isPublicPath('/plan/244204633059331')).toBe(true);
  expect(isPublicPath('/expert/12')).toBe(true);
  expect(isPublicPath('/plat/7')).toBe(true);
  expect(isPublicPath('/searchResult')).toBe(true);
  expect(isPublicPath('/content/products')).toBe(false);
});
