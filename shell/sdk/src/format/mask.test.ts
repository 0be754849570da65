/** Unit tests of masking mobile numbers and company names for display. */
import { expect, test } from '@playwright/test';
import { maskCompanyName, maskMobile } from './mask';

test('maskMobile hides the middle four digits', () => {
  expect(maskMobile('13800000001')).toBe('138****0001');
  expect(maskMobile('138****0001')).toBe('138****0001');
  expect(maskMobile('')).toBe('');
  expect(maskMobile(null)).toBe('');
  expect(maskMobile('010-1234')).toBe('010-1234');
});

test('maskCompanyName keeps 2 + 2 characters of a long name, 1 + 1 of a short one', () => {
  expect(maskCompanyName('演示科技有限公司')).toBe('演示***公司');
  expect(maskCompanyName('星火智造公司')).toBe('星火***公司');
  expect(maskCompanyName('星火智造')).toBe('星*造');
  expect(maskCompanyName('演示科技公')).toBe('演*公');
  expect(maskCompanyName('星')).toBe('星');
  expect(maskCompanyName(undefined)).toBe('');
});
