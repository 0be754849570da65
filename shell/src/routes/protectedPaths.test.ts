/** Unit tests of which addresses ask a visitor to log in: the workbench's sections do, any other unknown path is a 404. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { isProtectedPath, WORKBENCH_SECTIONS } from './protectedPaths';
import { isPublicPath } from './publicPages';

const ROOT = path.resolve(__dirname, '../../..');

test('unknown paths outside the workbench are not protected (they show the 404 page)', () => {
  for (const pathname of ['/no-such-page', '/foo/bar', '/homework', '/companyX', '/404', '/front/extra']) {
    expect(isProtectedPath(pathname), pathname).toBe(false);
  }
});

test('the workbench sections and the logged-in pages of the shell are protected', () => {
  for (const pathname of [
    '/home',
    '/home/console',
    '/userCenter',
    '/userCenter/userInfo',
    '/company/members',
    '/content/products',
    '/operation/companies',
    '/changeCompany',
    '/certification',
    '/underCertification',
    '/userBaseInfo',
    '/order',
    '/product/orderPay',
  ]) {
    expect(isProtectedPath(pathname), pathname).toBe(true);
  }
});

test('no public page is protected', () => {
  for (const pathname of ['/front', '/login', '/register', '/userAgent', '/privacy', '/product', '/plan/12']) {
    expect(isPublicPath(pathname), pathname).toBe(true);
    expect(isProtectedPath(pathname), pathname).toBe(false);
  }
});

test('every top-level folder the server declares in its menu tree is a protected section', () => {
  const sources = [
    path.join(ROOT, 'kernel/src/menu.rs'),
    ...fs
      .readdirSync(path.join(ROOT, 'modules'))
      .map((module) => path.join(ROOT, 'modules', module, 'src/lib.rs'))
      .filter((file) => fs.existsSync(file)),
  ];
  const folders = new Set<string>();
  for (const file of sources) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/MenuEntry::folder\(\s*[^,]+,\s*"(\/[^"]*)"/g)) {
      folders.add(match[1]);
    }
  }
  expect(folders.size).toBeGreaterThan(0);
  for (const folder of folders) expect(WORKBENCH_SECTIONS, folder).toContain(folder);
});
