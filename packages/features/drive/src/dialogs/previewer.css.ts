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

export const media = style({ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' });

export const frame = style({ width: '100%', height: '75vh', border: 0, background: '#fff' });

export const text = style({
  width: '100%',
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'pre-wrap',
});

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const counter = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
  fontWeight: vars.font.weightMedium,
});
