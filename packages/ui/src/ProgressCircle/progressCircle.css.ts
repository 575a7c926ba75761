import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const sizes = styleVariants({
  sm: { width: 16, height: 16 },
  md: { width: 24, height: 24 },
  lg: { width: 40, height: 40 },
});

export const root = style({ display: 'inline-flex', color: 'inherit' });

export const track = style({ stroke: 'currentColor', opacity: 0.25 });

export const fill = style({
  stroke: 'currentColor',
  transition: 'stroke-dashoffset 200ms',
  transform: 'rotate(-90deg)',
  transformOrigin: 'center',
});

export const indeterminate = style({
  transformOrigin: 'center',
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

export const label = style({ color: vars.color.textMuted });
