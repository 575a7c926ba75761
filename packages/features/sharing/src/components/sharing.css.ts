import { vars } from '@coffer/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const dialog = style({ width: 'min(560px, 100%)' });

// A form around a dialog's title, body and footer: the dialog's column, so that the body
// still scrolls between a fixed title and footer.
export const dialogForm = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const grow = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const people = style({ listStyle: 'none', margin: 0, padding: 0 });

/** People suggested for the address being typed, under its field. */
export const suggestions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

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
  // As wide as the screen allows (a phone's too, however long the names), at most 960 px.
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
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

export const folderBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const tileThumb = style({
  width: '100%',
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const textPreview = style({
  maxHeight: '70vh',
  overflow: 'auto',
  margin: 0,
  padding: vars.space.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSm,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const pdfFrame = style({
  width: '100%',
  height: '75vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
