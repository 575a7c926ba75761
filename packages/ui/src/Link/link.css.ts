import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const link = recipe({
  base: {
    color: vars.color.primary,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
    },
  },
  variants: {
    variant: {
      // Underlined: within running text colour alone must not be the only cue (WCAG 1.4.1).
      inline: {
        textDecoration: 'underline',
        textUnderlineOffset: '0.15em',
        selectors: { '&[data-hovered]': { textDecorationThickness: 2 } },
      },
      standalone: {
        fontWeight: vars.font.weightMedium,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
