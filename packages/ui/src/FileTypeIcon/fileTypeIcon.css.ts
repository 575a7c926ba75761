import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import type { FileCategory } from './fileCategory';

export const icon = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

// Brand-like hues at mid lightness keep a 3:1 non-text contrast on both the light and
// the dark background, so they need no per-theme value; the theme has no tokens for them.
export const tones = styleVariants<Record<FileCategory, { color: string }>>({
  default: { color: vars.color.textMuted },
  text: { color: vars.color.textMuted },
  folder: { color: vars.color.primary },
  sharedFolder: { color: vars.color.primary },
  audio: { color: '#db2777' },
  video: { color: '#9333ea' },
  image: { color: '#0d9488' },
  pdf: { color: '#dc2626' },
  archive: { color: '#a16207' },
  powerPoint: { color: '#ea580c' },
  word: { color: '#2563eb' },
  spreadsheet: { color: '#16a34a' },
});
