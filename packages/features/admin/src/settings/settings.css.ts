import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxInlineSize: '44rem',
  paddingBlockStart: vars.space.lg,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const secret = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const secretStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const policies = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const policy = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const switchLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const extraField = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr)',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const extraFieldActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
