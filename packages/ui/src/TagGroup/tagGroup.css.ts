import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 24,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.2,
  cursor: 'default',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&[data-hovered]': { background: vars.color.secondary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-selected]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-disabled]': { opacity: 0.5 },
    '&[data-allows-removing]': { paddingInlineEnd: vars.space.xxs },
  },
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
