/** Unit tests of the public routes: each has a page in the site remote, which ones need antd, and which paths are public. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FRONT_ROUTE, isPublicPath, REMOTE_PUBLIC_PAGES, SITE_ROUTES } from './publicPages';

const REMOTES = path.resolve(__dirname, '../../../remotes');
const SITE_PAGES = path.join(REMOTES, 'site/src/pages');

test('every public route shows a page the site remote has', () => {
  for (const route of [FRONT_ROUTE, ...SITE_ROUTES]) {
    expect(fs.existsSync(path.join(SITE_PAGES, route.page, 'index.tsx')), `${route.path} → site/${route.page}`).toBe(true);
  }
});

/** Whether a file of the site remote, or any file of it that it imports, uses antd (directly or through @platform/sdk/ui). */
function usesAntd(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  if (/from '(antd|antd\/[^']*|@platform\/sdk\/ui)'/.test(text)) return true;
  for (const [, local] of text.matchAll(/from '(\.{1,2}\/[^']*)'/g)) {
    const base = path.resolve(path.dirname(file), local);
    const found = [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')].find((candidate) =>
      fs.existsSync(candidate),
    );
    if (found && usesAntd(found, seen)) return true;
  }
  return false;
}

test('a site page is shown in the antd setup exactly when it uses antd, and the front page never', () => {
  expect(usesAntd(path.join(SITE_PAGES, FRONT_ROUTE.page, 'index.tsx')), 'site/Front').toBe(false);
  for (const route of SITE_ROUTES) {
    expect(usesAntd(path.join(SITE_PAGES, route.page, 'index.tsx')), `${route.path} → site/${route.page}`).toBe(route.antd === true);
  }
});

test('the site pages are public, with their parameters', () => {
  expect(isPublicPath('/front')).toBe(true);
  expect(isPublicPath('/plan/244204633059331')).toBe(true);
  expect(isPublicPath('/expert/12')).toBe(true);
  expect(isPublicPath('/plat/7')).toBe(true);
  expect(isPublicPath('/searchResult')).toBe(true);
  expect(isPublicPath('/contract-verify')).toBe(true);
  expect(isPublicPath('/content/products')).toBe(false);
});

test('declaring and buying are public pages of the orders remote', () => {
  for (const page of REMOTE_PUBLIC_PAGES) {
    const [remote, name] = page.component.split('/');
    expect(fs.existsSync(path.join(REMOTES, remote, 'src/pages', name, 'index.tsx')), `${page.path} → ${page.component}`).toBe(true);
    expect(isPublicPath(page.path), page.path).toBe(true);
  }
  expect(isPublicPath('/product/orderPay')).toBe(false);
});
