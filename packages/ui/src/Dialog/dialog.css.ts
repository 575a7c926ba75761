import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  maxHeight: 'inherit',
  height: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  paddingInlineEnd: vars.space.xxxl,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  color: vars.color.text,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `0 ${vars.space.xl} ${vars.space.lg}`,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.5,
  color: vars.color.text,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space.md,
  insetInlineEnd: vars.space.md,
  padding: vars.space.xs,
  minHeight: 0,
});
