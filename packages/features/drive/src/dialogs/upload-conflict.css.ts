import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

/** The clashing names: one a line, long ones cut with an ellipsis. */
export const names = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
