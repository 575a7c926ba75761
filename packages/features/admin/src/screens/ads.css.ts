import { vars } from '@coffer/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxInlineSize: '56rem',
  paddingBlockStart: vars.space.lg,
});

export const slot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const switchLabel = style({ display: 'flex', flexDirection: 'column' });

/** The code editor: ad code is markup and script, read in columns. */
export const code = style({});

globalStyle(`${code} textarea`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: '0.875rem',
  whiteSpace: 'pre',
  overflowWrap: 'normal',
  overflowX: 'auto',
  tabSize: 2,
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** Marks out the slot's area; the frame in it is capped at a slot's 600 px (spec §9). */
export const previewBox = style({
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = style({ display: 'flex', gap: vars.space.sm });
