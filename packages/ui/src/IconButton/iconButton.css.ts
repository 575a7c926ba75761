import { styleVariants } from '@vanilla-extract/css';

/** Square buttons: the recipe's padding would make an icon-only button wide. */
export const square = styleVariants({
  sm: { width: 32, minWidth: 32, padding: 0 },
  md: { width: 40, minWidth: 40, padding: 0 },
  lg: { width: 48, minWidth: 48, padding: 0 },
});
