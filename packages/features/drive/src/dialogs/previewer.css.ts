import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const stage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '60vh',
  height: '100%',
  color: vars.color.text,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const counter = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
  fontWeight: vars.font.weightMedium,
});
