import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Spec §9: lists never grow taller than this. */
export const listMaxHeight = 420;
/** Row height used to lay out virtualised lists. */
export const listRowHeight = 36;

export const listBox = style({
  maxHeight: listMaxHeight,
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
  boxSizing: 'border-box',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

/** Virtualised lists need a definite height to know how many rows fit. */
export const virtualized = style({ height: listMaxHeight, padding: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: listRowHeight,
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.secondary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[data-disabled]': { opacity: 0.5 },
    '&[data-selected]': { fontWeight: vars.font.weightMedium },
  },
});

export const itemLabel = style({ flex: 1 });
export const check = style({ display: 'inline-flex', width: 16, flexShrink: 0 });

export const sectionHeader = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});
