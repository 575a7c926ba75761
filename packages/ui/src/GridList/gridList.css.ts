import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { itemStates, scrollArea } from '../collections/collection-styles';
import { vars } from '../theme/vars.css';

/** The list is its own scroll container: the virtualizer positions items inside it. */
export const gridList = recipe({
  base: scrollArea,
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
    ...itemStates,
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
