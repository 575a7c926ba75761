import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: 'rgb(0 0 0 / 0.5)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} 150ms ease-in` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      // The entering/exiting selectors outrank a bare class, so the reset must match them.
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: '0 16px 48px rgb(0 0 0 / 0.25)',
    outline: 'none',
    selectors: { '&[data-entering]': { animation: `${riseIn} 150ms ease-out` } },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        // The entering/exiting selectors outrank a bare class, so the reset must match them.
        selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
      },
    },
  },
  variants: {
    size: {
      sm: { width: 'min(100%, 400px)' },
      md: { width: 'min(100%, 560px)' },
      lg: { width: 'min(100%, 800px)' },
      fullScreen: {
        position: 'fixed',
        inset: 0,
        width: '100%',
        height: '100%',
        borderRadius: 0,
        border: 'none',
      },
    },
  },
  defaultVariants: { size: 'md' },
});
