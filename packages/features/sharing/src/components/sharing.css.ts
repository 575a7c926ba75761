import { vars } from '@coffer/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const dialog = style({ width: 'min(560px, 100%)' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const grow = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const people = style({ listStyle: 'none', margin: 0, padding: 0 });

export const linkBox = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const logTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

globalStyle(`${logTable} th, ${logTable} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
});

export const page = style({
  maxWidth: 960,
  marginInline: 'auto',
  padding: vars.space.lg,
  color: vars.color.text,
});

export const preview = style({
  maxWidth: '100%',
  maxHeight: '70vh',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const childLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
