import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const summaryTitle = style({ margin: 0, fontWeight: vars.font.weightBold });

export const summaryList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** A button that looks like a link: it moves focus rather than navigating. */
export const summaryLink = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.danger,
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
