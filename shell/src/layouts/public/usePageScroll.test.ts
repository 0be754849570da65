/** Unit tests of the pageScroll display mode's tour through the public pages. */
import { expect, test } from '@playwright/test';
import { nextTourPage } from './usePageScroll';

test('the pageScroll tour goes through its pages and starts over', () => {
  expect(nextTourPage('/front')).toBe('/product');
  expect(nextTourPage('/viewOfFactory')).toBe('/concatUs');
  expect(nextTourPage('/concatUs')).toBe('/front');
});
