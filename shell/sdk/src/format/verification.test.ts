/** Unit tests of how a 合同验签 report reads: the verdict, 是否本平台合同 and each signature's facts. */
import { expect, test } from '@playwright/test';
import type { Schema } from '../api/types';
import { platformContractText, signatureFacts, verdictLabel } from './verification';

const SIGNED: Schema<'SignatureReport'> = {
  party: '甲方',
  signer: '国联工业互联网平台运营有限公司',
  creditCode: '91350100M000100Y43',
  signedTime: '2026-03-02 10:15:00',
  timestamped: true,
  intact: true,
  trusted: true,
  certifies: true,
  coversWholeDocument: false,
};

test('the verdict and whether the platform recorded the file', () => {
  expect(verdictLabel({ valid: true })).toBe('验签通过');
  expect(verdictLabel({ valid: false })).toBe('验签未通过');
  expect(platformContractText({ platformContract: true, contractNo: 'HT2026030200001' })).toBe('是，本平台合同，合同编号 HT2026030200001');
  expect(platformContractText({ platformContract: false, contractNo: null })).toBe('否，本平台没有该文件的签署记录');
});

test('a good signature reads as intact, issued here and timestamped; 认证签名 only when it certifies', () => {
  const facts = Object.fromEntries(signatureFacts(SIGNED).map((fact) => [fact.label, fact]));
  expect(Object.keys(facts)).toEqual(['签署方', '签署人', '统一社会信用代码', '签署时间（可信时间戳）', '文件完整性', '证书', '认证签名']);
  expect(facts['签署时间（可信时间戳）'].value).toBe('2026-03-02 10:15:00');
  expect(facts['文件完整性']).toMatchObject({ value: '完好', tone: 'good' });
  expect(facts['证书']).toMatchObject({ value: '本平台签发', tone: 'good' });
  expect(signatureFacts({ ...SIGNED, certifies: false }).map((fact) => fact.key)).not.toContain('certifies');
});

test('a broken signature says what is wrong, and a missing code or time is shown as such', () => {
  const facts = Object.fromEntries(
    signatureFacts({ ...SIGNED, intact: false, trusted: false, signedTime: null, creditCode: null, reason: '合同签署' }).map((fact) => [fact.key, fact]),
  );
  expect(facts.intact).toMatchObject({ value: '已被修改', tone: 'bad' });
  expect(facts.trusted).toMatchObject({ value: '非本平台签发', tone: 'bad' });
  expect(facts.signedTime).toMatchObject({ value: '无可信时间戳', tone: 'bad' });
  expect(facts.creditCode.value).toBe('—');
  expect(facts.reason.value).toBe('合同签署');
});
