import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weightBold,
    lineHeight: 1.25,
  },
  variants: {
    size: {
      xs: { fontSize: vars.font.sizeSm },
      sm: { fontSize: vars.font.sizeMd },
      md: { fontSize: vars.font.sizeLg },
      lg: { fontSize: vars.font.sizeXl },
      xl: { fontSize: vars.font.sizeXxl },
    },
  },
});
