import { vars } from '@coffer/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  width: '100%',
  maxWidth: 800,
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const menu = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const body = style({ lineHeight: 1.7, color: vars.color.text, overflowWrap: 'anywhere' });

globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} :is(h1, h2, h3, h4)`, { lineHeight: 1.3, marginBlock: '1.6em 0.6em' });
globalStyle(`${body} a`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${body} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${body} :is(code, pre)`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.sm,
});
globalStyle(`${body} code`, { paddingInline: vars.space.xs });
globalStyle(`${body} pre`, { padding: vars.space.lg, overflowX: 'auto' });
globalStyle(`${body} pre code`, { padding: 0, backgroundColor: 'transparent' });
globalStyle(`${body} table`, {
  borderCollapse: 'collapse',
  width: '100%',
  display: 'block',
  overflowX: 'auto',
});
globalStyle(`${body} :is(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${body} th`, { backgroundColor: vars.color.surface });
globalStyle(`${body} :is(th, td) > p`, { margin: 0 });

export const form = style({ width: '100%', maxWidth: 560, marginInline: 'auto' });
