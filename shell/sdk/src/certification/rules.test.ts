/** Unit tests of the certification rules: where each state leads, the return address and the social credit code check digit. */
import { expect, test } from '@playwright/test';
import { certificationAddress, certificationPath, returnAddress, reviewPath, validSocialCode } from './rules';

test('a company certification state leads to its page', () => {
  expect(certificationPath(null)).toBe('/certification');
  expect(certificationPath(0)).toBe('/certification');
  expect(certificationPath(undefined)).toBe('/certification');
  expect(certificationPath(1)).toBe('/underCertification');
  expect(certificationPath(3)).toBe('/underCertification');
  expect(certificationPath(2)).toBeUndefined();
});

test('a review state leads to certifying, the console or the pending page', () => {
  expect(reviewPath(0)).toBe('/certification');
  expect(reviewPath(null)).toBe('/certification');
  expect(reviewPath(2)).toBe('/home/console');
  expect(reviewPath(1)).toBe('/underCertification');
  expect(reviewPath(3)).toBe('/underCertification');
});

test('after certifying the user returns to the redirect value on this site, else /home', () => {
  expect(returnAddress('/product/purchase?productId=1')).toBe('/product/purchase?productId=1');
  expect(returnAddress(null)).toBe('/home');
  expect(returnAddress('')).toBe('/home');
  expect(returnAddress('https://elsewhere.example')).toBe('/home');
  expect(returnAddress('//elsewhere.example')).toBe('/home');
  expect(returnAddress('/login?redirect=/home')).toBe('/home');
  expect(returnAddress('/\\elsewhere.example/x')).toBe('/home');
  expect(returnAddress('/\t/elsewhere.example')).toBe('/home');
  expect(returnAddress('\\/elsewhere.example')).toBe('/home');
  expect(returnAddress('javascript:alert(1)')).toBe('/home');
  expect(returnAddress('/..//elsewhere.example', '/home/console')).toBe('/home/console');
  expect(certificationAddress('/certification', '/userCenter/userInfo')).toBe('/certification?redirect=%2FuserCenter%2FuserInfo');
  expect(certificationAddress('/certification')).toBe('/certification');
});

test('a unified social credit code needs its check digit', () => {
  expect(validSocialCode('91350100M000100Y43')).toBe(true);
  expect(validSocialCode('91110000802100433B')).toBe(true);
  expect(validSocialCode('91350100M000100Y44')).toBe(false);
  expect(validSocialCode('91350100M000100Y4')).toBe(false);
  expect(validSocialCode('9135010OM000100Y43')).toBe(false);
});
