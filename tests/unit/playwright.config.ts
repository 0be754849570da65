/**
 * Unit tests of the front end's plain logic (masks, labels, redirect targets,
 * the address token, error texts, menu routes). They live beside the code as *.test.ts and need
 * no browser and no server.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: path.resolve(__dirname, '../..'),
  testMatch: ['shell/**/src/**/*.test.ts', 'remotes/*/src/**/*.test.ts'],
  testIgnore: ['**/node_modules/**'],
  outputDir: path.resolve(__dirname, '../../test-results/unit-artifacts'),
  workers: 1,
  reporter: [['list']],
});
