/** Unit tests of how audit rows read: the kinds' colours, who acted, and a missing value. */
import { expect, test } from '@playwright/test';
import { auditActor, auditKindColor, orDash } from './auditRow';

test('sign-ins are green, failed ones orange, lock-outs red, the rest plain', () => {
  expect(auditKindColor('sign-in')).toBe('success');
  expect(auditKindColor('sign-in-failed')).toBe('warning');
  expect(auditKindColor('locked-out')).toBe('error');
  expect(auditKindColor('refund')).toBe('default');
});

test('the actor is the name kept, else the member id, else a dash', () => {
  expect(auditActor({ actorName: '13800000001', actorId: 7 })).toBe('13800000001');
  expect(auditActor({ actorName: null, actorId: 246730184273920 })).toBe('246730184273920');
  expect(auditActor({ actorName: '', actorId: null })).toBe('—');
});

test('a missing value is a dash; zero is a value', () => {
  expect(orDash(null)).toBe('—');
  expect(orDash('')).toBe('—');
  expect(orDash(0)).toBe('0');
  expect(orDash('order:123')).toBe('order:123');
});
