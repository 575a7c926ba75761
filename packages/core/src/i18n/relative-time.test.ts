import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeStep } from './relative-time';

const now = Date.parse('2026-06-15T12:00:00Z');
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;
// Dates carry whole milliseconds, so the fractional steps are rounded up to reach them.
const month = Math.ceil(4.34524 * week);
const year = Math.ceil(12 * 4.34524 * week);
const ago = (ms: number) => formatRelativeTime(now - ms, { now });

describe('relative time (spec §4, §9 steps 60, 60, 24, 7, 4.34524, 12)', () => {
  it.each([
    [0, 'a few seconds ago'],
    [59 * second, 'a few seconds ago'],
    [60 * second, '1 minute ago'],
    [5 * minute, '5 minutes ago'],
    [59 * minute, '59 minutes ago'],
    [60 * minute, '1 hour ago'],
    [23 * hour, '23 hours ago'],
    [24 * hour, '1 day ago'],
    [6 * day, '6 days ago'],
    [7 * day, '1 week ago'],
    [4 * week, '4 weeks ago'],
    [month - hour, '4 weeks ago'],
    [month, '1 month ago'],
    [11 * month, '11 months ago'],
    [year, '1 year ago'],
    [3 * year, '3 years ago'],
  ])('%i ms ago reads "%s"', (elapsed, text) => {
    expect(ago(elapsed)).toBe(text);
  });

  it('reads future dates forwards', () => {
    expect(formatRelativeTime(now + 2 * day, { now })).toBe('in 2 days');
    expect(formatRelativeTime(now + 90 * minute, { now })).toBe('in 2 hours');
  });

  it('given a date under a minute ahead (clock skew), still reads a few seconds ago', () => {
    expect(formatRelativeTime(now + 30 * second, { now })).toBe('a few seconds ago');
  });

  it('steps up at exactly each division', () => {
    expect(relativeTimeStep(now - (60 * second - 1), now)).toBeNull();
    expect(relativeTimeStep(now - 60 * second, now)).toEqual({ value: -1, unit: 'minutes' });
    expect(relativeTimeStep(now - 7 * day, now)).toEqual({ value: -1, unit: 'weeks' });
    expect(relativeTimeStep(now - year, now)).toEqual({ value: -1, unit: 'years' });
  });

  it('formats in the given locale', () => {
    expect(formatRelativeTime(now - 5 * minute, { now, locale: 'de' })).toBe('vor 5 Minuten');
  });
});
