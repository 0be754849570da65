/**
 * A reporter that repeats each failed journey's error and place at the very end
 * of the run, after the list reporter's long attachments, so a log read from its
 * tail still says which step failed and why.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;

export default class FailuresLast implements Reporter {
  private failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const error = result.error;
    const message = (error?.message ?? result.status).replace(COLOURS, '').split('\n').slice(0, 14).join('\n');
    // The journey's own line, where the failing step was called from.
    const step = (error?.stack ?? '').split('\n').find((line) => line.includes('.spec.ts'))?.trim() ?? '';
    const place = [error?.location ? `at ${error.location.file}:${error.location.line}` : '', step].filter(Boolean).join('\n');
    this.failures.push(`✘ ${test.titlePath().filter(Boolean).join(' › ')} (${result.status}, ${result.duration} ms)\n${message}\n${place}`);
  }

  onEnd() {
    if (this.failures.length > 0) console.log(`\nFailed journeys, once more:\n\n${this.failures.join('\n\n')}`);
  }
}
