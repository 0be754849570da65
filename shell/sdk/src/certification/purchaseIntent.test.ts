/** Unit tests of the remembered purchase: kept and given back on this site only, forgotten on request, quiet without storage. */
import { expect, test } from '@playwright/test';
import { forgetPurchase, rememberedPurchase, rememberPurchase } from './purchaseIntent';

const ORIGIN = 'https://www.example.com';
const PURCHASE = '/product/purchase?productId=7&versionId=12&term=2';

/** A browser window with its own local storage, for the module to use. */
function fakeWindow(storage: Partial<Storage>) {
  (globalThis as { window?: unknown }).window = { location: { origin: ORIGIN }, localStorage: storage };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;

test.beforeEach(() => {
  storage = memoryStorage();
  fakeWindow(storage);
});

test.afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

test('a purchase address is kept until forgotten', () => {
  expect(rememberedPurchase()).toBeUndefined();
  rememberPurchase(PURCHASE);
  expect(rememberedPurchase()).toBe(PURCHASE);
  forgetPurchase();
  expect(rememberedPurchase()).toBeUndefined();
});

test('an address of another site is neither kept nor given back', () => {
  for (const address of ['https://evil.example/product/purchase', '//evil.example/x', 'javascript:alert(1)', '/login?redirect=/x']) {
    rememberPurchase(address);
    expect(storage.items.size, address).toBe(0);
  }
  // A value put there by other means is checked again when read.
  storage.items.set('purchaseIntent', '//evil.example/product/purchase');
  expect(rememberedPurchase()).toBeUndefined();
  storage.items.set('purchaseIntent', `${ORIGIN}${PURCHASE}`);
  expect(rememberedPurchase()).toBeUndefined();
});

test('without storage nothing is kept and nothing fails', () => {
  const refuse = () => {
    throw new Error('storage unavailable');
  };
  fakeWindow({ getItem: refuse, setItem: refuse, removeItem: refuse });
  expect(() => rememberPurchase(PURCHASE)).not.toThrow();
  expect(rememberedPurchase()).toBeUndefined();
  expect(() => forgetPurchase()).not.toThrow();
});
