import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Text inherits from the page, so the scope restates the base text styles in its values. */
export const scope = style({
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightRegular,
});
