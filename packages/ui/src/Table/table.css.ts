import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 };

/** The table is its own scroll container: the virtualizer positions rows inside it. */
export const table = style({
  display: 'block',
  overflow: 'auto',
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  outline: 'none',
  borderSpacing: 0,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}` },
  },
});

export const header = style({
  background: vars.color.surface,
  color: vars.color.text,
  position: 'sticky',
  top: 0,
  zIndex: 1,
});

export const column = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.font.weightMedium,
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-allows-sorting]': { cursor: 'pointer' },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const sortIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const row = style({
  outline: 'none',
  cursor: 'default',
  background: vars.color.background,
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-selected]': { background: vars.color.secondary, color: vars.color.onSecondary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted },
    '&[data-dragging]': { opacity: 0.6 },
    '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
  },
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  outline: 'none',
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  color: vars.color.onPrimary,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-focus-visible] &, ${checkbox}:has(input:focus-visible) &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** A row's drag handle: the look of a small text button, without its hover (see `RowDragButton`). */
export const dragButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 32,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.primary,
  fontFamily: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
  },
});
