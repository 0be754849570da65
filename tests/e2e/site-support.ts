/** Steps and look-ups shared by the public site's journeys and pictures. */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet, expect } from './support';

export interface ProductRow {
  id: number;
  name: string;
  templateType: number;
  isAi: number;
}

/** A published product by name (the demo catalogue's). */
export async function productByName(request: APIRequestContext, name: string): Promise<ProductRow> {
  const body = await apiGet<ProductRow[]>(request, `/api/ptd-industry/endpoint/common/product/products?name=${encodeURIComponent(name)}`);
  const product = body.data.find((row) => row.name === name);
  expect(product, `the demo product ${name}`).toBeTruthy();
  return product!;
}

/** The first row of a public list. */
export async function firstOf<T>(request: APIRequestContext, url: string): Promise<T> {
  const body = await apiGet<{ rows: T[] } | T[]>(request, url);
  const rows = Array.isArray(body.data) ? body.data : body.data.rows;
  expect(rows.length, `rows from ${url}`).toBeGreaterThan(0);
  return rows[0];
}

/** Scrolls through the page so lazily loaded pictures come in, then back to the top. */
export async function loadWholePage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 5000 })
    .catch(() => undefined);
}
