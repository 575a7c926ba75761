import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

/** The editor fills the window: a bar on top, the sections' panel beside the preview. */
export const editor = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gridTemplateColumns: 'minmax(18rem, 24rem) minmax(0, 1fr)',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  '@media': {
    'screen and (max-width: 48rem)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto minmax(0, 1fr) minmax(0, 1fr)',
    },
  },
});

export const bar = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const barStart = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sidebar = style({
  overflowY: 'auto',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const frame = style({
  width: '100%',
  height: '100%',
  border: 0,
  display: 'block',
  backgroundColor: vars.color.background,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const nav = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const navItem = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  width: '100%',
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
