import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDate } from './format-date';

describe('formatDate', () => {
  it('formats as a medium date in the given zone by default', () => {
    expect(formatDate('2026-03-01T23:30:00Z', { timeZone: 'UTC' })).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('Mar 2, 2026');
  });

  it('writes a date asked for without parts in the default style it is given (the site’s)', () => {
    const date = '2026-03-01T12:00:00Z';
    expect(formatDate(date, { timeZone: 'UTC', defaultDateStyle: 'short' })).toBe('3/1/26');
    expect(formatDate(date, { timeZone: 'UTC', defaultDateStyle: 'long' })).toBe('March 1, 2026');
    // A style or parts of its own win over the default.
    expect(
      formatDate(date, { timeZone: 'UTC', defaultDateStyle: 'long', dateStyle: 'short' }),
    ).toBe('3/1/26');
    expect(formatDate(date, { timeZone: 'UTC', defaultDateStyle: 'long', year: 'numeric' })).toBe(
      '2026',
    );
  });

  it('uses the parts it is given instead of the medium date', () => {
    expect(formatDate(0, { timeZone: 'UTC', year: 'numeric' })).toBe('1970');
    expect(formatDate(0, { timeZone: 'UTC', year: 'numeric', locale: 'de' })).toBe('1970');
    expect(formatDate(0, { timeZone: 'UTC', month: 'long', locale: 'fr' })).toBe('janvier');
  });

  it('builds one formatter per locale and options, however often it is called', () => {
    const Original = Intl.DateTimeFormat;
    let built = 0;
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built++;
      }
    }
    Intl.DateTimeFormat = Counting as typeof Original;
    try {
      for (let i = 0; i < 100; i++) formatDate(i * 86_400_000, { timeZone: 'Europe/Riga' });
      expect(built).toBe(1);
      formatDate(0, { timeZone: 'Europe/Riga', locale: 'lv' });
      expect(built).toBe(2);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});

describe('dateTimeFormat', () => {
  it('shares a formatter between equal options in any key order', () => {
    const a = dateTimeFormat('en', { timeZone: 'UTC', month: 'short', day: 'numeric' });
    const b = dateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    expect(b).toBe(a);
  });

  it('keeps formatters for different locales, zones and parts apart', () => {
    const base = dateTimeFormat('en', { timeZone: 'UTC' });
    expect(dateTimeFormat('de', { timeZone: 'UTC' })).not.toBe(base);
    expect(dateTimeFormat('en', { timeZone: 'Asia/Tokyo' })).not.toBe(base);
    expect(dateTimeFormat('en', { timeZone: 'UTC', year: 'numeric' })).not.toBe(base);
    expect(dateTimeFormat('en', { timeZone: 'UTC' }).resolvedOptions().timeZone).toBe('UTC');
  });

  it('drops the least recently used formatter once 50 are kept', () => {
    const first = dateTimeFormat('en', { timeZone: 'Etc/GMT+1' });
    const kept = dateTimeFormat('en', { timeZone: 'Etc/GMT+2' });
    const zones = Array.from({ length: 14 }, (_, i) => `Etc/GMT-${i + 1}`);
    const parts: Intl.DateTimeFormatOptions[] = [
      { year: 'numeric' },
      { month: 'long' },
      { day: 'numeric' },
      { hour: 'numeric' },
    ];
    for (const timeZone of zones) {
      for (const part of parts) {
        dateTimeFormat('en', { timeZone: 'Etc/GMT+2' });
        dateTimeFormat('en', { timeZone, ...part });
      }
    }
    expect(dateTimeFormat('en', { timeZone: 'Etc/GMT+2' })).toBe(kept);
    expect(dateTimeFormat('en', { timeZone: 'Etc/GMT+1' })).not.toBe(first);
  });
});
