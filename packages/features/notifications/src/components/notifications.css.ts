import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const bellWrap = style({ position: 'relative', display: 'inline-flex' });

/** The unread badge sits on the bell's top-right corner. */
export const bellBadge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xs})`,
  pointerEvents: 'none',
});

export const panel = style({ width: 'min(380px, calc(100vw - 32px))' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInlineEnd: vars.space.xxl,
});

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const scroll = style({
  maxHeight: 420,
  overflowY: 'auto',
  marginInline: `calc(-1 * ${vars.space.sm})`,
});

export const center = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&[data-unread="true"]': { background: vars.color.surface } },
});

export const dot = style({
  flex: 'none',
  width: 8,
  height: 8,
  marginTop: 6,
  borderRadius: vars.radius.full,
  background: 'transparent',
  selectors: { '[data-unread="true"] > &': { background: vars.color.primary } },
});

export const main = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.family,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const primaryLine = style({
  fontSize: vars.font.sizeSm,
  lineHeight: 1.4,
  color: vars.color.text,
});

export const secondaryLine = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const time = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const buttons = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.xs });

export const page = style({
  maxWidth: 720,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const pageHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const settingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const channels = style({ display: 'flex', gap: vars.space.lg });

export const body = style({ flex: 1, minWidth: 0 });
