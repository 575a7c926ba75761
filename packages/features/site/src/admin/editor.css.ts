import { vars } from '@coffer/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const frame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const toolbar = style({
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
});

export const toolIcon = style({ display: 'inline-flex' });
globalStyle(`${toolIcon} svg`, { width: 18, height: 18 });

/** The editable area; its content is styled as the page shows it. */
export const content = style({
  minHeight: 320,
  padding: vars.space.lg,
  outline: 'none',
  lineHeight: 1.7,
  color: vars.color.text,
});
globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} :is(h2, h3, h4)`, { lineHeight: 1.3 });
globalStyle(`${content} a`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${content} img.ProseMirror-selectednode`, {
  outline: `2px solid ${vars.color.focusRing}`,
});
globalStyle(`${content} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${content} :is(code, pre)`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.sm,
});
globalStyle(`${content} pre`, { padding: vars.space.md, overflowX: 'auto' });
globalStyle(`${content} table`, {
  borderCollapse: 'collapse',
  width: '100%',
  tableLayout: 'fixed',
});
globalStyle(`${content} :is(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  verticalAlign: 'top',
  position: 'relative',
});
globalStyle(`${content} th`, { backgroundColor: vars.color.surface, textAlign: 'start' });
globalStyle(`${content} .selectedCell`, { backgroundColor: vars.color.secondary });
globalStyle(`${content} :is(th, td) > p`, { margin: 0 });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const editorForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 960,
});

export const preview = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const headerActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
