import { describe, expect, it } from 'vitest';
import { avatarColor, avatarInitialsColor, avatarPalette, initialsOf } from './avatarColor';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('avatarColor', () => {
  it('has exactly nine distinct colours', () => {
    expect(avatarPalette).toHaveLength(9);
    expect(new Set(avatarPalette).size).toBe(9);
  });

  it.each(avatarPalette)('gives the initials on %s a contrast of at least 4.5:1', (colour) => {
    expect(contrast(colour, avatarInitialsColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the same name the same colour every time, ignoring case and outer spaces', () => {
    expect(avatarColor('Ada Lovelace')).toBe(avatarColor('Ada Lovelace'));
    expect(avatarColor(' ada lovelace ')).toBe(avatarColor('Ada Lovelace'));
  });

  it('always returns a palette colour, for an empty name too', () => {
    for (const name of ['', 'A', 'Zoë', '山田 太郎', 'x'.repeat(500)]) {
      expect(avatarPalette).toContain(avatarColor(name));
    }
  });

  it('spreads a set of names over most of the palette', () => {
    const names = [
      'Ada',
      'Alan',
      'Grace',
      'Linus',
      'Margaret',
      'Ken',
      'Dennis',
      'Barbara',
      'Edsger',
      'Donald',
      'Frances',
      'John',
    ];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['grace brewster murray hopper', 'GH'],
    ['Linus', 'L'],
    ['  émile   zola ', 'ÉZ'],
    ['', ''],
  ])('gives %j the initials %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
