import { style } from '@vanilla-extract/css';

/** Hidden from sight but kept in the accessibility tree (the clip pattern). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** For skip links: hidden until focused, then shown in place. */
export const focusable = style({
  selectors: {
    '&:focus, &:focus-within': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
      whiteSpace: 'normal',
    },
  },
});
