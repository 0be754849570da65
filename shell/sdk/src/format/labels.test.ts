/** Unit tests of the display labels: certification states, user types, review states and roles. */
import { expect, test } from '@playwright/test';
import { certificationLabel, hasRole, isCertified, reviewStatusLabel, userTypeLabel } from './labels';

test('certification states read as the console shows them', () => {
  expect(certificationLabel(null).label).toBe('未认证');
  expect(certificationLabel(0).label).toBe('未认证');
  expect(certificationLabel(1).label).toBe('审核中');
  expect(certificationLabel(2).label).toBe('已认证');
  expect(certificationLabel(3).label).toBe('已驳回');
  expect(isCertified(2)).toBe(true);
  expect(isCertified(1)).toBe(false);
});

test('user types and review states prefer the server name', () => {
  expect(userTypeLabel(0)).toBe('主账号');
  expect(userTypeLabel(1)).toBe('子账号');
  expect(userTypeLabel(null)).toBe('未加入企业');
  expect(userTypeLabel(1, '子账号')).toBe('子账号');
  expect(reviewStatusLabel(1).label).toBe('审核中');
  expect(reviewStatusLabel(2, '已认证').label).toBe('已认证');
});

test('roles are read from the user details', () => {
  expect(hasRole({ roles: ['operator'] }, 'operator')).toBe(true);
  expect(hasRole({ roles: [] }, 'operator')).toBe(false);
  expect(hasRole(undefined, 'operator')).toBe(false);
});
