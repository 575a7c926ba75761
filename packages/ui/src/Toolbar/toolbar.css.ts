import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const toolbar = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space.xs },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row' },
      vertical: { flexDirection: 'column', alignItems: 'stretch' },
    },
  },
});
