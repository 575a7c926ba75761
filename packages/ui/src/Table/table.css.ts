import { globalStyle, style } from '@vanilla-extract/css';
import {
  insetFocusRing as focusRing,
  itemStates,
  scrollArea,
} from '../collections/collection-styles';
import { vars } from '../theme/vars.css';

/** The table is its own scroll container: the virtualizer positions rows inside it. */
export const table = style({ ...scrollArea, borderSpacing: 0 });

export const header = style({
  height: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  position: 'sticky',
  top: 0,
  zIndex: 1,
});

// React Aria renders the header's row itself, without a class.
globalStyle(`${header} > [role="row"]`, { height: '100%' });

// The virtualizer places each row and cell in a box of its own, sized from the layout: rows,
// columns and cells fill their box, so every cell's line sits on the row's edge (a cell as tall
// as its content drew its line mid-row, and the row, 0 px tall, showed no selection or focus).
export const column = style({
  boxSizing: 'border-box',
  height: '100%',
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
  height: '100%',
  outline: 'none',
  cursor: 'default',
  background: vars.color.background,
  selectors: itemStates,
});

export const cell = style({
  position: 'relative',
  boxSizing: 'border-box',
  height: '100%',
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

/**
 * A row's drag handle, at the end of its last cell: unseen until the keyboard focuses it (a
 * pointer drags the row itself), then a small grip over the cell's end (see `RowDragButton`).
 */
export const dragButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 28,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: 'inherit',
  outline: 'none',
  // Out of sight but in the focus order and the accessibility tree.
  clipPath: 'inset(50%)',
  selectors: {
    '&:focus-visible': {
      clipPath: 'none',
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

/** The "Loading more…" row under the last row, while the next page loads. */
export const loadMore = style({
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
