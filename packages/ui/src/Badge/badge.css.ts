import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: 20,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    border: '1px solid currentColor',
    background: vars.color.surface,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightMedium,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  // Soft badges: the tone colour as text on the surface colour, which every theme keeps
  // readable (a solid "positive" would need an on-positive token the theme lacks).
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted, borderColor: vars.color.border },
      primary: { color: vars.color.primary },
      positive: { color: vars.color.positive },
      danger: { color: vars.color.danger },
    },
    isCount: {
      true: { minWidth: 20, padding: `0 ${vars.space.xs}`, fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
