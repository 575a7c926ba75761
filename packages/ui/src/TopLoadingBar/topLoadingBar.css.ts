import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 1000,
  height: 3,
  pointerEvents: 'none',
  transition: 'opacity 250ms 150ms',
  selectors: { '&[data-phase="finishing"]': { opacity: 0 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0ms' } },
});

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transformOrigin: 'left',
  transition: 'transform 200ms ease-out',
  selectors: { '[dir="rtl"] &': { transformOrigin: 'right' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
