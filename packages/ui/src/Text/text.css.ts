import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family, lineHeight: 1.5 },
  variants: {
    size: {
      xs: { fontSize: vars.font.sizeXs },
      sm: { fontSize: vars.font.sizeSm },
      md: { fontSize: vars.font.sizeMd },
      lg: { fontSize: vars.font.sizeLg },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      positive: { color: vars.color.positive },
    },
    weight: {
      regular: { fontWeight: vars.font.weightRegular },
      medium: { fontWeight: vars.font.weightMedium },
      bold: { fontWeight: vars.font.weightBold },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    },
  },
});
