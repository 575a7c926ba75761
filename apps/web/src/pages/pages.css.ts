import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const centered = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  textAlign: 'center',
});
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});
export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: 560 });
