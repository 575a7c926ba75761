import { darkColors, lightColors } from '@coffer/ui/theme';
import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastRatio, parseRgb } from './contrast';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBeCloseTo(1, 5);
  });

  it('is the same whichever colour is the text', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#777777')!);
  });

  it('matches the WCAG value of #777 on white (4.48:1, just under AA)', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('reads rgb() and rgba() as the picker and the landing page write them', () => {
    expect(parseRgb('rgb(29, 78, 216)')).toEqual([29, 78, 216]);
    expect(parseRgb('rgba(19, 41, 92, 0.92)')).toEqual([19, 41, 92]);
    expect(parseRgb('rgb(100% 0% 0% / 50%)')).toEqual([255, 0, 0]);
    expect(parseRgb('#1d4ed8cc')).toEqual([29, 78, 216]);
  });

  it('gives null, not a warning, for what is not a colour', () => {
    expect(contrastRatio('tomato', '#fff')).toBeNull();
    expect(parseRgb('#12')).toBeNull();
    expect(parseRgb('rgb(1, 2)')).toBeNull();
  });
});

describe('contrastFailures', () => {
  it('finds none in the kit’s light and dark themes', () => {
    expect(contrastFailures({ is_dark: false, values: {} })).toEqual([]);
    expect(contrastFailures({ is_dark: true, values: {} })).toEqual([]);
    expect(lightColors.text).not.toBe(darkColors.text);
  });

  it('names the failing pair: light text on a white background', () => {
    expect(
      contrastFailures({ is_dark: false, values: { '--coffer-color-text': '#aaaaaa' } }),
    ).toEqual([{ foreground: 'text', background: 'background', ratio: 2.32 }]);
  });

  it('checks text on the accent against the theme’s own or default accent', () => {
    const failures = contrastFailures({
      is_dark: false,
      values: { '--coffer-color-primary': '#f0f0f0' },
    });
    expect(failures.map((f) => [f.foreground, f.background])).toEqual([['onPrimary', 'primary']]);
  });

  it('reads a dark theme’s missing colours from the dark defaults', () => {
    // #eef0f3 (dark text) on a white background: unreadable, though only the background is set.
    const failures = contrastFailures({
      is_dark: true,
      values: { '--coffer-color-background': '#ffffff' },
    });
    expect(failures[0]).toMatchObject({ foreground: 'text', background: 'background' });
  });
});
