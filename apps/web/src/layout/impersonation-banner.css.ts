import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  // A strong edge in the brand colour: this is not the user's own session, and must not
  // pass for it.
  borderBottom: `3px solid ${vars.color.primary}`,
  fontSize: vars.font.sizeSm,
});

export const text = style({ margin: 0, fontWeight: 600 });
