/** Unit tests of the public site's addresses: product, solution, notice and search paths, external links, operators' addresses and the chat frame. */
import { expect, test } from '@playwright/test';
import { externalAddress, isExternalLink, noticePath, productPath, programPath, safeChatAddress, searchPath } from './links';

test('a product opens the detail page of its template', () => {
  expect(productPath({ id: 12, templateType: 1 })).toBe('/product/productTemplate?id=12&type=0');
  expect(productPath({ id: 12, templateType: 2 })).toBe('/product/productTemplate2?id=12&type=0');
  expect(productPath({ id: 12 })).toBe('/product/productTemplate?id=12&type=0');
});

test('the finance credit solution has a page of its own', () => {
  expect(programPath('planFinance')).toBe('/planFinance');
  expect(programPath(244204633059331)).toBe('/plan/244204633059331');
});

test('notices open one item or the list of their kind', () => {
  expect(noticePath('systemNotice', 5)).toBe('/noticeDetail?id=5&type=systemNotice');
  expect(noticePath('companyExpress')).toBe('/noticeDetail?type=companyExpress');
});

test('search addresses carry the trimmed keyword', () => {
  expect(searchPath(' 设备 ')).toBe(`/searchRes?keyword=${encodeURIComponent('设备')}`);
  expect(searchPath('MES', 'product')).toBe('/searchRes?keyword=MES&type=product');
});

test('only links that leave the site count as external', () => {
  expect(isExternalLink('https://data.example.com')).toBe(true);
  expect(isExternalLink('//cdn.example.com/a')).toBe(true);
  expect(isExternalLink('/product')).toBe(false);
  expect(isExternalLink(null)).toBe(false);
});

test('the customer-service frame shows pages of this site only', () => {
  expect(safeChatAddress('/api/ptd-industry/servicePersonnel/chat/abc')).toBe('/api/ptd-industry/servicePersonnel/chat/abc');
  expect(safeChatAddress('https://evil.example.com')).toBeUndefined();
  expect(safeChatAddress('//evil.example.com')).toBeUndefined();
  expect(safeChatAddress('')).toBeUndefined();
  expect(safeChatAddress('/\\evil.example.com')).toBeUndefined();
  expect(safeChatAddress('/\tevil')).toBeUndefined();
});

test('an address the operators set is shown only when it is a plain http or https address', () => {
  expect(externalAddress('https://open.ptd-industry.cn')).toBe('https://open.ptd-industry.cn');
  expect(externalAddress('http://open.ptd-industry.cn/docs?x=1#a')).toBe('http://open.ptd-industry.cn/docs?x=1#a');
  expect(externalAddress('javascript:alert(1)')).toBeUndefined();
  expect(externalAddress('JAVASCRIPT://%0aalert(1)')).toBeUndefined();
  expect(externalAddress('//open.ptd-industry.cn')).toBeUndefined();
  expect(externalAddress('/helpWorld')).toBeUndefined();
  expect(externalAddress('https://')).toBeUndefined();
  expect(externalAddress('https://user:pass@open.ptd-industry.cn')).toBeUndefined();
  expect(externalAddress('https://open.ptd-industry.cn/a b')).toBeUndefined();
  expect(externalAddress('https://open.ptd-industry.cn\\@evil.example')).toBeUndefined();
  expect(externalAddress(null)).toBeUndefined();
});
