import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});
// Right-to-left the segment starts at the right edge and runs leftwards.
const slideRtl = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(-250%)' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const label = style({ color: vars.color.text, fontWeight: vars.font.weightMedium });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.secondary,
  },
  variants: { size: { sm: { height: 4 }, md: { height: 8 } } },
});

export const fill = style({
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.primary,
  transition: 'width 200ms',
});

export const indeterminate = style({
  width: '40%',
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.primary,
  animation: `${slide} 1.2s ease-in-out infinite`,
  selectors: { '[dir="rtl"] &': { animationName: slideRtl } },
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3.6s' } },
});
