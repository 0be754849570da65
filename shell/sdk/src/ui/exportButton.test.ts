/** How far an export's download got, as the button says it. */
import { expect, test } from '@playwright/test';
import { progressText } from './ExportButton';

test('a share becomes a whole percentage within 0–100, and nothing until it is known', () => {
  expect(progressText(undefined)).toBe('');
  expect(progressText(Number.NaN)).toBe('');
  expect(progressText(0)).toBe('0%');
  expect(progressText(0.456)).toBe('45%');
  expect(progressText(1)).toBe('100%');
  expect(progressText(1.2)).toBe('100%');
});
