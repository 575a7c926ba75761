import { vars } from '@coffer/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const bar = style({
  position: 'fixed',
  insetInline: 0,
  zIndex: 50,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderColor: vars.color.border,
  borderStyle: 'solid',
  borderWidth: 0,
  boxShadow: '0 0 12px rgb(0 0 0 / 0.15)',
  fontSize: vars.font.sizeSm,
});

/** The bar sticks to the top or the bottom edge (settings `cookie_notice.position`). */
export const position = styleVariants({
  top: [bar, { top: 0, borderBottomWidth: 1 }],
  bottom: [bar, { bottom: 0, borderTopWidth: 1 }],
});

export const text = style({ margin: 0 });
