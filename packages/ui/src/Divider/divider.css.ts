import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const divider = recipe({
  base: { border: 'none', margin: 0, background: vars.color.border, flexShrink: 0 },
  variants: {
    orientation: {
      horizontal: { height: 1, width: '100%' },
      vertical: { width: 1, alignSelf: 'stretch' },
    },
  },
});
