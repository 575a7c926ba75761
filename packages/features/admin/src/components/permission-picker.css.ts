import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const picker = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.lg,
});

export const group = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({ paddingInline: vars.space.xs });

export const permission = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const restrictions = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.xl,
});

export const restriction = style({ maxWidth: 200 });
