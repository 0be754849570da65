/** The search's note for hits that hold only some of the keyword's words. */
import { expect, test } from '@playwright/test';
import { noExactMatch } from './partialMatch';

test('the note shows on the first page when no hit holds every word', () => {
  expect(noExactMatch([{ exact: false }, { exact: false }], 1)).toBe(true);
  expect(noExactMatch([{ exact: false }, { exact: true }], 1)).toBe(false);
  expect(noExactMatch([], 1)).toBe(false);
  expect(noExactMatch([{ exact: false }], 2)).toBe(false);
});
