/** Unit tests of the company detail's labels: submission kinds and states, and a member's name. */
import { expect, test } from '@playwright/test';
import { memberName, submissionKindLabel, submissionStatusLabel } from './labels';

test('each kind of submission has its label', () => {
  expect(submissionKindLabel('company')).toBe('企业认证');
  expect(submissionKindLabel('person')).toBe('个人认证');
  expect(submissionKindLabel('review')).toBe('企业信息变更');
});

test('states are named as the review queue names them', () => {
  expect(submissionStatusLabel(1)).toEqual({ label: '待审核', color: 'processing' });
  expect(submissionStatusLabel(2)).toEqual({ label: '已通过', color: 'success' });
  expect(submissionStatusLabel(3)).toEqual({ label: '已驳回', color: 'error' });
  expect(submissionStatusLabel(0).label).toBe('—');
});

test('a member goes by the real name, else the nickname, else the login name', () => {
  expect(memberName({ realName: '张伟', nickName: '阿伟', userName: '13800000001' })).toBe('张伟');
  expect(memberName({ realName: '', nickName: '阿伟', userName: '13800000001' })).toBe('阿伟');
  expect(memberName({ realName: null, nickName: null, userName: 'zhangwei' })).toBe('zhangwei');
});
