import { describe, expect, it } from 'vitest';
import { modifiedSince } from './SearchForm';

describe('modifiedSince', () => {
  const now = new Date(2026, 10, 24, 15, 30);

  it('keeps everything for "Any time"', () => {
    expect(modifiedSince('any', now)).toBeUndefined();
  });

  it('starts "Today" at local midnight', () => {
    expect(modifiedSince('today', now)).toBe(new Date(2026, 10, 24).toISOString());
  });

  it('counts whole days back for the other choices', () => {
    const days = (iso: string | undefined) => (now.getTime() - Date.parse(iso!)) / 86_400_000;
    expect(days(modifiedSince('week', now))).toBe(7);
    expect(days(modifiedSince('month', now))).toBe(30);
    expect(days(modifiedSince('year', now))).toBe(365);
  });
});
