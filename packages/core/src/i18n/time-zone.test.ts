import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { renderHookWithCore } from '../test/render-with-core';
import { formatDate } from './format-date';
import { currentBrowserTimeZone, resolveTimeZone } from './time-zone';
import { useTimeZone } from './use-time-zone';

const browserTimeZone = 'America/Denver';

describe('time zone precedence (settings, then the user; auto = browser)', () => {
  it('given nothing set, uses the browser zone', () => {
    expect(resolveTimeZone({ browserTimeZone })).toBe(browserTimeZone);
  });

  it("given the site default 'auto', uses the browser zone", () => {
    expect(resolveTimeZone({ siteTimeZone: 'auto', browserTimeZone })).toBe(browserTimeZone);
  });

  it('given a site default and no user zone, uses the site default', () => {
    expect(
      resolveTimeZone({ siteTimeZone: 'Europe/Paris', userTimeZone: null, browserTimeZone }),
    ).toBe('Europe/Paris');
  });

  it('given a user zone, it overrides the site default', () => {
    expect(
      resolveTimeZone({
        siteTimeZone: 'Europe/Paris',
        userTimeZone: 'Asia/Tokyo',
        browserTimeZone,
      }),
    ).toBe('Asia/Tokyo');
  });

  it("given the user's own 'auto', uses the browser zone over the site default", () => {
    expect(
      resolveTimeZone({ siteTimeZone: 'Europe/Paris', userTimeZone: 'auto', browserTimeZone }),
    ).toBe(browserTimeZone);
  });

  it('given a zone Intl does not know, uses the browser zone', () => {
    expect(resolveTimeZone({ siteTimeZone: 'Mars/Olympus', browserTimeZone })).toBe(
      browserTimeZone,
    );
  });

  it('reads the browser zone from Intl when not given', () => {
    expect(resolveTimeZone({})).toBe(currentBrowserTimeZone());
    expect(currentBrowserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('useTimeZone', () => {
  it('resolves from the bootstrap settings and the signed-in user', () => {
    const settings = settingsFixture({
      dates: { default_timezone: 'Europe/Paris', format: 'medium' },
    });
    const guest = renderHookWithCore(() => useTimeZone(), bootstrapFixture({ settings }));
    expect(guest.result.current).toBe('Europe/Paris');
    const user = userFixture({ timezone: 'Asia/Tokyo' });
    const signedIn = renderHookWithCore(() => useTimeZone(), bootstrapFixture({ settings, user }));
    expect(signedIn.result.current).toBe('Asia/Tokyo');
  });
});

describe('formatDate', () => {
  const lateUtc = '2026-03-01T20:00:00Z';

  it('formats in the given zone, a medium date by default', () => {
    expect(formatDate(lateUtc, { timeZone: 'UTC' })).toBe('Mar 1, 2026');
    expect(formatDate(lateUtc, { timeZone: 'Asia/Tokyo' })).toBe('Mar 2, 2026');
  });

  it('given explicit parts, formats only those', () => {
    expect(formatDate(lateUtc, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' })).toBe(
      '8:00 PM',
    );
  });
});
