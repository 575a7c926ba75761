import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const separator = style({
  color: vars.color.textMuted,
  flexShrink: 0,
  // The chevron points along the path: leftwards right-to-left.
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const link = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-current]': {
      color: vars.color.text,
      fontWeight: vars.font.weightMedium,
      cursor: 'default',
    },
    '&[data-current][data-hovered]': { textDecoration: 'none' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const popover = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.16)',
  outline: 'none',
});

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
  minWidth: 160,
});

export const menuItem = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.secondary, color: vars.color.onSecondary },
  },
});

export const dropTarget = style({
  display: 'inline-flex',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      outline: `2px solid ${vars.color.primary}`,
      background: vars.color.surface,
    },
  },
});
