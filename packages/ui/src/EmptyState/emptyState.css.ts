import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.sm,
    marginInline: 'auto',
    maxWidth: '28rem',
  },
  variants: {
    size: {
      regular: { padding: `${vars.space.xxxl} ${vars.space.lg}` },
      compact: { padding: `${vars.space.xl} ${vars.space.md}` },
    },
  },
});

export const illustration = recipe({
  base: { display: 'flex', color: vars.color.textMuted, marginBlockEnd: vars.space.sm },
  variants: {
    size: {
      regular: { width: 160, maxWidth: '100%' },
      compact: { width: 96, maxWidth: '100%' },
    },
  },
});

export const title = recipe({
  base: { margin: 0, color: vars.color.text, fontWeight: vars.font.weightBold, lineHeight: 1.3 },
  variants: {
    size: {
      regular: { fontSize: vars.font.sizeLg },
      compact: { fontSize: vars.font.sizeMd },
    },
  },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const action = style({ marginBlockStart: vars.space.md });
