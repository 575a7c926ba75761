import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

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

export const track = style({
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: 'inherit',
    transition: 'width 200ms, background-color 200ms',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.primary },
      // The theme has no warning token yet; this amber keeps 3:1 against both
      // themes' backgrounds, which is what a non-text bar needs.
      warning: { background: '#d97706' },
      danger: { background: vars.color.danger },
    },
  },
});
