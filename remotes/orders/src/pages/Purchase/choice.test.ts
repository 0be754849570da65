/** Unit tests of the purchase page's choice in the address: only what the product offers is read back. */
import { expect, test } from '@playwright/test';
import { chosenTerm, chosenVersion, withChoice } from './choice';

const VERSIONS = [
  { id: 11, isShow: true, name: '标准版' },
  { id: 12, isShow: true, name: '企业版' },
  { id: 13, isShow: false, name: '旗舰版' },
];

test('a version is read back only when the product offers it', () => {
  expect(chosenVersion(VERSIONS, '12')?.name).toBe('企业版');
  expect(chosenVersion(VERSIONS, '99')).toBeUndefined();
  // Not selectable on the page (already applied): not chosen from the address either.
  expect(chosenVersion(VERSIONS, '13')).toBeUndefined();
  expect(chosenVersion(VERSIONS, null)).toBeUndefined();
  expect(chosenVersion(VERSIONS, '')).toBeUndefined();
  expect(chosenVersion(VERSIONS, '12abc')).toBeUndefined();
  expect(chosenVersion(VERSIONS, ' 12')).toBeUndefined();
});

test('a term is read back only when it is one of the offered terms', () => {
  expect(chosenTerm([1, 2, 3], '2')).toBe(2);
  expect(chosenTerm([1, 2, 3], '5')).toBeUndefined();
  expect(chosenTerm([1, 2, 3], '2.0')).toBeUndefined();
  expect(chosenTerm([1, 2, 3], '-1')).toBeUndefined();
  expect(chosenTerm([1, 2, 3], null)).toBeUndefined();
  // Before the terms arrive nothing is chosen.
  expect(chosenTerm([], '2')).toBeUndefined();
});

test('setting a choice keeps the product and the other choice', () => {
  const search = new URLSearchParams('productId=7&term=1');
  const next = withChoice(search, 'versionId', 12);
  expect(next.toString()).toBe('productId=7&term=1&versionId=12');
  expect(withChoice(next, 'term', 3).toString()).toBe('productId=7&term=3&versionId=12');
  // The given search is left as it was.
  expect(search.toString()).toBe('productId=7&term=1');
});
