import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const menu = style({
  minWidth: 180,
  maxHeight: 'inherit',
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  textDecoration: 'none',
  selectors: {
    '&[data-focused], &[data-open]': { background: vars.color.secondary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[data-disabled]': { opacity: 0.5 },
    '&[data-variant=danger]': { color: vars.color.danger },
  },
});

export const itemLabel = style({ flex: 1 });
/** A submenu's chevron points to where the submenu opens: the inline end. */
export const submenuChevron = style({
  flexShrink: 0,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
export const icon = style({ display: 'inline-flex', flexShrink: 0, width: 18 });
export const shortcut = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });

export const sectionHeader = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: vars.color.border,
});
