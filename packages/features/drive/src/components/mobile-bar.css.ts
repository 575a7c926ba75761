import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

/** The selection's actions pinned to the bottom of a small screen. */
export const bottomBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 56,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  paddingBottom: `max(${vars.space.xs}, env(safe-area-inset-bottom))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -2px 8px rgb(0 0 0 / 0.12)',
  color: vars.color.text,
});

export const bottomCount = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
