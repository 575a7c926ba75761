import type { Theme } from '@coffer/contract';
import type { ColorTokens } from '@coffer/ui/theme';
import { themeColor } from './theme-values';

/** WCAG 2.x AA: the least contrast of normal-size text against its background. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The colour pairs whose text must stay readable: text on background, text on accent. */
export const CONTRAST_PAIRS = [
  { foreground: 'text', background: 'background' },
  { foreground: 'onPrimary', background: 'primary' },
] as const satisfies readonly { foreground: keyof ColorTokens; background: keyof ColorTokens }[];

export interface ContrastFailure {
  foreground: keyof ColorTokens;
  background: keyof ColorTokens;
  /** The pair's contrast ratio, rounded down to two decimals. */
  ratio: number;
}

/** The pairs of a theme under AA (4.5:1); a colour that cannot be read counts as no failure. */
export function contrastFailures(theme: Pick<Theme, 'values' | 'is_dark'>): ContrastFailure[] {
  return CONTRAST_PAIRS.flatMap(({ foreground, background }) => {
    const ratio = contrastRatio(themeColor(theme, foreground), themeColor(theme, background));
    return ratio !== null && ratio < MIN_TEXT_CONTRAST
      ? [{ foreground, background, ratio: Math.floor(ratio * 100) / 100 }]
      : [];
  });
}

/** The WCAG contrast ratio of two CSS colours (1 to 21), or null if either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  const first = parseRgb(a);
  const second = parseRgb(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Relative luminance (WCAG 2.x) of an sRGB colour with 0–255 channels. */
export function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` or `rgba()` as 0–255 channels (alpha is
 * left out: the editor's colours are meant opaque); anything else: null.
 */
export function parseRgb(value: string): [number, number, number] | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex) {
    if (hex.length === 3 || hex.length === 4) {
      return [0, 1, 2].map((i) => Number.parseInt(hex.charAt(i).repeat(2), 16)) as [
        number,
        number,
        number,
      ];
    }
    if (hex.length === 6 || hex.length === 8) {
      return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [
        number,
        number,
        number,
      ];
    }
    return null;
  }
  const rgb = /^rgba?\(([^)]*)\)$/.exec(text)?.[1];
  if (!rgb) return null;
  const parts = rgb
    .split(/[\s,/]+/)
    .filter(Boolean)
    .slice(0, 3);
  if (parts.length < 3) return null;
  const channels = parts.map((part) =>
    part.endsWith('%') ? (Number.parseFloat(part) / 100) * 255 : Number.parseFloat(part),
  );
  if (channels.some((c) => !Number.isFinite(c))) return null;
  return channels.map((c) => Math.min(255, Math.max(0, c))) as [number, number, number];
}
