import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { createPlainI18n } from './plain-i18n';
import { formatPlainMessage } from './plain-message';

const french = {
  language: 'fr',
  lines: {
    'Account deleted': 'Compte supprimé',
    'Hello {name}': 'Bonjour {name}',
    'Empty line': '',
    'Ready in {count}': 'Prêt dans {count, plural, one {# minute} other {# minutes}}',
  },
};

describe('plain messages (the first paint, without the ICU parser)', () => {
  it.each([
    ['Account deleted', undefined],
    ['Email sent', undefined],
    ['Empty line', undefined],
    ['Hello {name}', { name: 'Ada' }],
    ['Hello { name }, {name}!', { name: 'Ada' }],
    ['{count} files', { count: 1200 }],
    ['Signed in as {name}', { name: null }],
    ["You can't open {name} because your account is suspended.", { name: 'Coffer' }],
    ['Price: 5 # items', {}],
  ])('given %j, gives the same text as the ICU formatter', (message, values) => {
    const plain = createPlainI18n(french, { onNeedsIcu: () => expect.unreachable() });
    expect(plain.trans(message, values)).toBe(createI18n(french).trans(message, values));
  });

  it.each([
    ['{count, plural, one {# file} other {# files}}', { count: 2 }],
    ['Check spam or <link>request a resend</link>', {}],
    ["It''s quoted", {}],
    ["'{name}' stays literal", { name: 'Ada' }],
    ['Hello {name}', {}],
    ['Hello {name', { name: 'Ada' }],
    ['On {day, date, short}', { day: new Date() }],
    ['Hello {name}', { name: new Date() }],
  ])('given %j, leaves it to the ICU formatter', (message, values) => {
    expect(formatPlainMessage(message, values)).toBeUndefined();
  });

  it('given a message that needs ICU, asks for it and shows the text roughly meanwhile', () => {
    const onNeedsIcu = vi.fn();
    const plain = createPlainI18n(french, { onNeedsIcu });
    expect(plain.trans('Ready in {count}', { count: 3 })).toBe('Prêt dans 3 minutes');
    expect(onNeedsIcu).toHaveBeenCalledOnce();
    expect(
      plain.transRich('Check spam or <link>request a resend</link>', { link: () => 'x' }),
    ).toBe('Check spam or request a resend');
  });

  it.each([
    ['{count, plural, one {# file} other {# files}}', { count: 1 }, 'en'],
    ['{count, plural, one {# file} other {# files}}', { count: 1234 }, 'en'],
    ['{count, plural, one {# fichier} other {# fichiers}}', { count: 2 }, 'fr'],
    ['{count, plural, =0 {No files} one {# file} other {# files}}', { count: 0 }, 'en'],
    [
      '{kind, select, folder {Folder {name}} other {File {name}}}',
      { kind: 'folder', name: 'A' },
      'en',
    ],
    ['Moved {n, plural, one {# item} other {# items}} to {place}', { n: 2, place: 'Trash' }, 'en'],
    ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }, 'en'],
    ['{a, plural, other {# of {b, plural, one {# page} other {# pages}}}}', { a: 3, b: 1 }, 'en'],
  ])('while ICU loads, shows %j as ICU will (%j, %s)', (message, values, language) => {
    const plain = createPlainI18n({ language, lines: {} }, { onNeedsIcu: () => {} });
    const icu = createI18n({ language, lines: {} });
    expect(plain.trans(message, values)).toBe(icu.trans(message, values));
  });

  it('renders React values in rich messages as ICU does', () => {
    const plain = createPlainI18n(french);
    render(<p>{plain.transRich('Hello {name}', { name: <strong>Ada</strong> })}</p>);
    expect(screen.getByText('Ada').tagName).toBe('STRONG');
    expect(screen.getByText(/Bonjour/).textContent).toBe('Bonjour Ada');
  });

  it('formats dates and relative times as createI18n does', () => {
    const options = { timeZone: 'Asia/Tokyo' };
    const plain = createPlainI18n(french, options);
    const icu = createI18n(french, options);
    expect(plain.locale).toBe(icu.locale);
    expect(plain.formatDate('2026-03-01T20:00:00Z')).toBe(icu.formatDate('2026-03-01T20:00:00Z'));
    const short = { timeZone: 'UTC', dateStyle: 'short' } as const;
    expect(createPlainI18n(french, short).formatDate('2026-03-01T20:00:00Z')).toBe('01/03/2026');
    expect(createPlainI18n(french, short).dateStyle).toBe('short');
    expect(plain.formatRelativeTime(0, 3 * 60_000)).toBe(icu.formatRelativeTime(0, 3 * 60_000));
  });
});
