import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

/** The closed control looks like the kit's Select; the open list is the platform's own. */
export const select = style({
  minHeight: 40,
  minWidth: 200,
  boxSizing: 'border-box',
  paddingBlock: 0,
  paddingInline: `${vars.space.md} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  colorScheme: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  },
});
