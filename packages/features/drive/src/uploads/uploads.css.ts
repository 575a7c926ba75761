import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({
  position: 'fixed',
  // Fixed offsets: the panel must stay in its corner even before the theme loads.
  right: 16,
  bottom: 16,
  zIndex: 20,
  width: 'min(360px, calc(100vw - 32px))',
  maxHeight: '50vh',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.18)',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const rowText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const rowActions = style({ display: 'flex', flexShrink: 0 });

export const name = style({
  fontSize: vars.font.sizeSm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.sizeXs, color: vars.color.danger });
