/** Unit tests of the e-signature question's session memory: asked once per session and company. */
import { expect, test } from '@playwright/test';
import { esignAskedThisSession, rememberEsignAsked, type SessionStore } from './esignSession';

function memoryStore(): SessionStore {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

test('the question is asked once per session and company', () => {
  const session = memoryStore();
  expect(esignAskedThisSession(42, session)).toBe(false);
  rememberEsignAsked(42, session);
  expect(esignAskedThisSession(42, session)).toBe(true);
  expect(esignAskedThisSession('42', session)).toBe(true);
  expect(esignAskedThisSession(43, session)).toBe(false);
  rememberEsignAsked(43, session);
  expect(esignAskedThisSession(42, session)).toBe(true);
  expect(esignAskedThisSession(43, session)).toBe(true);
});

test('a new session asks again', () => {
  const first = memoryStore();
  rememberEsignAsked(42, first);
  expect(esignAskedThisSession(42, memoryStore())).toBe(false);
});
