import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

/** The plan editor's column: wide enough for a price's fields on one line. */
export const editor = style({ maxWidth: 880 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const grow = style({ flex: '1 1 220px', minWidth: 0 });

export const narrow = style({ width: 140 });

export const switches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const listItem = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const priceHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cellLines = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
