import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 };

/** The list is its own scroll container: the virtualizer positions items inside it. */
export const gridList = recipe({
  base: {
    display: 'block',
    overflow: 'auto',
    position: 'relative',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.background,
    color: vars.color.text,
    fontSize: vars.font.sizeSm,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}` },
    },
  },
  variants: { layout: { list: {}, grid: { padding: vars.space.xs } } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  outline: 'none',
  cursor: 'default',
  selectors: {
    [`${gridList.classNames.variants.layout.grid} &`]: {
      flexDirection: 'column',
      justifyContent: 'center',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-selected]': { background: vars.color.secondary, color: vars.color.onSecondary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted },
    '&[data-dragging]': { opacity: 0.6 },
    '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
  },
});

export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The "Loading more…" row or tile after the last item, while the next page loads. */
export const loadMore = style({
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
