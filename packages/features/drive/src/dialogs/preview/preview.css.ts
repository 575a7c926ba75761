import { vars } from '@coffer/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Room the previewed file gets: the dialog's height less its title, toolbar and footer. */
const stageHeight = 'calc(100vh - 240px)';

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
});

export const zoomBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const zoomLevel = style({
  minWidth: '4ch',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const imageStage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: stageHeight,
  minHeight: 200,
  overflow: 'hidden',
  // Pointer drags pan the picture instead of scrolling or zooming the page.
  touchAction: 'none',
  cursor: 'zoom-in',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-zoomed]': { cursor: 'grab' },
    '&[data-dragging]': { cursor: 'grabbing' },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const image = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  userSelect: 'none',
  transformOrigin: 'center',
  willChange: 'transform',
});

export const video = style({ maxWidth: '100%', maxHeight: stageHeight, background: '#000' });

export const audioCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
});

export const frame = style({
  width: '100%',
  height: stageHeight,
  minHeight: 300,
  border: 0,
  background: '#fff',
});

export const code = style({
  width: '100%',
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: vars.font.sizeSm,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  tabSize: 4,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

// highlight.js token classes, coloured from the theme so both themes keep their contrast.
const token = (classes: string[], rules: Parameters<typeof globalStyle>[1]) =>
  globalStyle(classes.map((c) => `${code} .hljs-${c}`).join(', '), rules);
token(['keyword', 'selector-tag', 'built_in', 'type', 'literal', 'doctag', 'tag'], {
  color: vars.color.primary,
});
token(['string', 'regexp', 'addition', 'attr-value', 'template-string', 'char.escape'], {
  color: vars.color.positive,
});
token(['number', 'symbol', 'bullet', 'deletion', 'link'], { color: vars.color.danger });
token(['comment', 'quote', 'meta'], { color: vars.color.textMuted, fontStyle: 'italic' });
token(['title', 'section', 'name', 'selector-id', 'selector-class'], {
  fontWeight: vars.font.weightBold,
});
token(['attr', 'attribute', 'property', 'variable', 'params'], {
  fontWeight: vars.font.weightMedium,
});
token(['emphasis'], { fontStyle: 'italic' });
token(['strong'], { fontWeight: vars.font.weightBold });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  color: vars.color.textMuted,
});

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: 'center',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
  fontWeight: vars.font.weightMedium,
});
