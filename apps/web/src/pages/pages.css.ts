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
export const text = style({ maxWidth: 560 });
