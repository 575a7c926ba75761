import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';

describe('createI18n', () => {
  it('given no line for a message, shows the English text', () => {
    const { trans, locale } = createI18n({ language: 'en', lines: {} });
    expect(locale).toBe('en');
    expect(trans('Account deleted')).toBe('Account deleted');
  });

  it('given a translation line, it overrides the English text', () => {
    const { trans } = createI18n({
      language: 'fr',
      lines: { 'Account deleted': 'Compte supprimé' },
    });
    expect(trans('Account deleted')).toBe('Compte supprimé');
    expect(trans('Email sent')).toBe('Email sent');
  });

  it('fills ICU placeholders, in the default and in the translated text', () => {
    const en = createI18n({ language: 'en', lines: {} });
    expect(
      en.trans('Enter the verification code we sent to {email}', { email: 'ad****@x.io' }),
    ).toBe('Enter the verification code we sent to ad****@x.io');
    const de = createI18n({ language: 'de', lines: { 'Hello {name}': 'Hallo {name}' } });
    expect(de.trans('Hello {name}', { name: 'Ada' })).toBe('Hallo Ada');
  });

  it("keeps apostrophes of English texts ('You can't open')", () => {
    const { trans } = createI18n({ language: 'en', lines: {} });
    expect(
      trans("You can't open {name} because your account is suspended.", { name: 'Coffer' }),
    ).toBe("You can't open Coffer because your account is suspended.");
  });

  it('given a missing translation, stays quiet; given a broken ICU line, reports it and falls back', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { trans } = createI18n({ language: 'fr', lines: { 'Hi {name}': 'Salut {name' } });
    expect(trans('Email sent')).toBe('Email sent');
    expect(report).not.toHaveBeenCalled();
    expect(trans('Hi {name}', { name: 'Ada' })).toBe('Hi Ada');
    expect(report).toHaveBeenCalled();
    report.mockRestore();
  });

  it('given an unusable language code, uses the default locale en', () => {
    expect(createI18n({ language: '', lines: {} }).locale).toBe('en');
    expect(createI18n({ language: 'not a locale!', lines: {} }).locale).toBe('en');
  });

  it('formats dates in its time zone and relative times in its locale', () => {
    const i18n = createI18n({ language: 'en', lines: {} }, { timeZone: 'Asia/Tokyo' });
    const lateUtc = '2026-03-01T20:00:00Z';
    expect(i18n.formatDate(lateUtc)).toBe('Mar 2, 2026');
    expect(i18n.formatDate(lateUtc, { timeZone: 'UTC' })).toBe('Mar 1, 2026');
    expect(i18n.formatRelativeTime('2026-03-01T19:55:00Z', lateUtc)).toBe('5 minutes ago');
  });

  it('writes dates in the site’s date style, which a date beside a time can take too', () => {
    const i18n = createI18n({ language: 'en', lines: {} }, { timeZone: 'UTC', dateStyle: 'long' });
    expect(i18n.dateStyle).toBe('long');
    expect(i18n.formatDate('2026-03-01T20:00:00Z')).toBe('March 1, 2026');
    expect(
      i18n.formatDate('2026-03-01T20:00:00Z', { dateStyle: i18n.dateStyle, timeStyle: 'short' }),
    ).toBe('March 1, 2026 at 8:00 PM');
    expect(createI18n({ language: 'en', lines: {} }, { timeZone: 'UTC' }).dateStyle).toBe('medium');
  });

  it("translates 'a few seconds ago'", () => {
    const fr = createI18n({
      language: 'fr',
      lines: { 'a few seconds ago': 'il y a quelques secondes' },
    });
    expect(fr.formatRelativeTime(1000, 1010)).toBe('il y a quelques secondes');
    expect(fr.formatRelativeTime(0, 3 * 60_000)).toBe('il y a 3 minutes');
  });
});
