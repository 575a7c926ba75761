import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const personText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The row menu's button holder: no box of its own, the button lays out as before. */
export const rowActionsTrigger = style({ display: 'contents' });
