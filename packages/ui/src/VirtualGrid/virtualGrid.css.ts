import { style } from '@vanilla-extract/css';
import {
  insetFocusRing as focusRing,
  itemStates,
  scrollArea,
} from '../collections/collection-styles';
import { vars } from '../theme/vars.css';

/** The grid is its own scroll container: rows are placed inside its body. */
export const grid = style({ ...scrollArea, boxSizing: 'border-box' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  height: 40,
  background: vars.color.surface,
});

export const headerRow = style({
  display: 'grid',
  height: '100%',
});

export const columnHeader = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  fontWeight: vars.font.weightMedium,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

/** A sortable column's header is a button filling it (reached with ArrowUp from the rows). */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '100%',
  marginBlock: 0,
  marginInline: `calc(-1 * ${vars.space.md})`,
  paddingBlock: 0,
  paddingInline: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const sortIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const body = style({ position: 'relative' });

const placed = {
  position: 'absolute',
  top: 0,
  // Right-to-left the rows start at the right edge, and tiles move left (a negative x).
  insetInlineStart: 0,
  boxSizing: 'border-box',
  outline: 'none',
  cursor: 'default',
} as const;

export const row = style({
  ...placed,
  width: '100%',
  display: 'grid',
  background: vars.color.background,
  selectors: itemStates,
});

export const cell = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const tile = style({
  ...placed,
  display: 'flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  selectors: itemStates,
});

export const tileCell = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minWidth: 0,
  padding: vars.space.sm,
  boxSizing: 'border-box',
});

/** The keyboard's and screen readers' drop target of a row: unseen, in the row's place. */
export const dropIndicatorRow = style({ ...placed, pointerEvents: 'none', height: 0 });

/** "Loading more…" under the last row, while there is more. */
export const loadingRow = style({ ...placed, width: '100%', display: 'flex' });

export const loadingCell = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const emptyRow = style({ display: 'block' });

export const emptyCell = style({ display: 'block' });
