/** Unit tests of the company region: the real province / city / district list, names to codes and back. */
import { expect, test } from '@playwright/test';
import { loadRegionOptions, regionCodes, regionNames, regionText } from './region';

test('the list holds every province with its cities and districts', async () => {
  const options = await loadRegionOptions();
  expect(options.length).toBeGreaterThanOrEqual(34);
  const fujian = options.find((option) => option.label === '福建省');
  expect(fujian?.children?.map((city) => city.label)).toContain('福州市');
  const fuzhou = fujian?.children?.find((city) => city.label === '福州市');
  expect(fuzhou?.children?.map((district) => district.label)).toContain('鼓楼区');
});

test('names become codes for the cascader and chosen options become names', async () => {
  const options = await loadRegionOptions();
  const codes = regionCodes(options, { province: '福建省', city: '福州市', district: '鼓楼区' });
  expect(codes).toEqual(['350000', '350100', '350102']);
  expect(regionCodes(options, { province: '福建省', city: '不存在市' })).toBeUndefined();
  expect(regionCodes(options, {})).toBeUndefined();

  const [province] = options.filter((option) => option.value === '350000');
  const city = province.children!.find((option) => option.value === '350100')!;
  const district = city.children!.find((option) => option.value === '350102')!;
  expect(regionNames([province, city, district])).toEqual({ province: '福建省', city: '福州市', district: '鼓楼区' });
  expect(regionNames([province, city])).toEqual({ province: '福建省', city: '福州市' });
  expect(regionNames([province])).toBeUndefined();
  expect(regionText({ province: '福建省', city: '福州市', district: '鼓楼区' })).toBe('福建省 / 福州市 / 鼓楼区');
});
