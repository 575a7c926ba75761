import { vars } from '@coffer/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  maxWidth: '1040px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.text,
  '@media': { '(min-width: 900px)': { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});

export const sideNav = style({
  alignSelf: 'start',
  '@media': { '(min-width: 900px)': { position: 'sticky', top: vars.space.lg } },
});

export const sideNavList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const panels = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const panel = style({
  scrollMarginTop: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const dangerPanel = style({ borderColor: vars.color.danger });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A part of a panel under its own heading, set off from what comes before it. */
export const subsection = style({
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

/** A read-only field that takes the row's width beside its copy button. */
export const grow = style({ flex: 1, minWidth: 0 });

export const code = style({
  display: 'block',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSm,
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  wordBreak: 'break-all',
  margin: 0,
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.xs,
});

export const qr = style({ width: '180px', height: '180px', background: '#ffffff' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

globalStyle(`${form} > button`, { alignSelf: 'flex-start' });
