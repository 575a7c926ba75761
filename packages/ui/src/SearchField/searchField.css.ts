import { style } from '@vanilla-extract/css';

export const searchField = style({});

/** Nothing to clear while empty. */
export const clear = style({
  selectors: { [`${searchField}[data-empty] &`]: { visibility: 'hidden' } },
});
