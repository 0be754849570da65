/** Unit tests of the usage chart's days: Shanghai dates, the whole span, zero rows only for days without calls. */
import { expect, test } from '@playwright/test';
import { everyDay, lastDays } from './days';

// 2026-11-30 16:30 UTC is already December 1st in Shanghai (as the server's own test says).
const NOW = new Date(Date.UTC(2026, 10, 30, 16, 30));

test('the span ends today in Shanghai, oldest first', () => {
  expect(lastDays(3, NOW)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  expect(lastDays(30, NOW)).toHaveLength(30);
  expect(lastDays(30, NOW)[0]).toBe('2026-11-02');
});

test('days without calls get a zero row, days with calls keep theirs', () => {
  const rows = [
    { day: '2026-12-01', apiCode: 'b', name: '乙', calls: 2, failed: 1, points: 4 },
    { day: '2026-11-30', apiCode: 'a', name: '甲', calls: 5, failed: 0, points: 5 },
    { day: '2026-11-30', apiCode: 'b', name: '乙', calls: 1, failed: 0, points: 2 },
  ];
  const days = everyDay(rows, 3, NOW);
  expect(days.map((row) => row.day)).toEqual(['2026-11-29', '2026-11-30', '2026-11-30', '2026-12-01']);
  expect(days[0]).toEqual({ day: '2026-11-29', apiCode: 'b', name: '乙', calls: 0, failed: 0, points: 0 });
  expect(days.filter((row) => row.calls > 0)).toHaveLength(3);
  expect(everyDay([], 30, NOW)).toEqual([]);
});
