import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

/** The upload's refused lines, or the translate screen's save problems. */
export const problems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  overflowWrap: 'anywhere',
});

/** The translate screen's search and counts, above the list. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});

export const toolbarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

/** A cell's text on one line, cut with an ellipsis (the whole text is in the edit dialog). */
export const cellText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

/** The English text shown above the translation in the edit dialog. */
export const source = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});
