import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlockEnd: vars.space.xl,
});

export const jobList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
});

export const job = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const jobText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockEnd: vars.space.md,
});

export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeXs,
});

/** Stack traces and plain text bodies: kept as written, scrolling rather than wrapping. */
export const preformatted = style([
  mono,
  {
    margin: 0,
    padding: vars.space.md,
    whiteSpace: 'pre',
    color: vars.color.text,
  },
]);

export const scroller = style({
  maxHeight: 320,
  overflow: 'auto',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const cellStack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

/** The message as sent, in a frame that runs none of its scripts and reaches nothing. */
export const preview = style({
  display: 'block',
  width: '100%',
  height: 420,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  // Messages are written for a white mail client whatever the site's theme.
  background: '#ffffff',
});
