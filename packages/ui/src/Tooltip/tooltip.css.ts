import { style } from '@vanilla-extract/css';
import { floating } from '../Popover/popover.css';
import { vars } from '../theme/vars.css';

export const tooltip = style([
  floating,
  {
    maxWidth: 280,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    fontSize: vars.font.sizeXs,
    lineHeight: 1.4,
    // Inverted colours set the tooltip apart from the surface it floats over.
    background: vars.color.text,
    color: vars.color.background,
    borderColor: 'transparent',
  },
]);
