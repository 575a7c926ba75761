import { vars } from '@coffer/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const version = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const when = style({ fontWeight: vars.font.weightMedium, color: vars.color.text });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The download link, sized and spaced as the small text buttons beside it. */
export const downloadLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  margin: 0,
});

/** The details panel's tabs: its panels use the panel's own narrow width. */
export const detailsTabs = style({ minWidth: 0 });

// The kit's panel padding is meant for a page; the details panel already has its own.
globalStyle(`${detailsTabs} > [role="tabpanel"]`, { paddingInline: 0, paddingBlockEnd: 0 });

/** One tab's content, spaced as the panel's own children are. */
export const tabContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
