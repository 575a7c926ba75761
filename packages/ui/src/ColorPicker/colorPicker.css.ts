import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const swatch = style({
  width: 20,
  height: 20,
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px rgb(0 0 0 / 0.2)`,
});

export const popover = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.16)',
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  outline: 'none',
  color: vars.color.text,
});

export const area = style({ width: 192, height: 192, borderRadius: vars.radius.sm, flexShrink: 0 });

export const thumb = style({
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  border: '2px solid white',
  boxShadow: '0 0 0 1px black, inset 0 0 0 1px black',
  boxSizing: 'border-box',
  selectors: {
    '&[data-focus-visible]': { width: 24, height: 24 },
  },
});

export const slider = style({ display: 'grid', gap: vars.space.xs, width: 192 });

export const sliderLabel = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const sliderTrack = style({ height: 24, borderRadius: vars.radius.sm });

export const sliderThumb = style({ top: '50%' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const fieldLabel = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const input = style({
  width: '100%',
  maxWidth: 192,
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  outline: 'none',
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});
