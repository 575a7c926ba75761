import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.45 },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.secondary,
    animation: `${pulse} 1.5s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
  },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5em',
  width: '100%',
});

export const lastLine = style({ width: '60%' });
