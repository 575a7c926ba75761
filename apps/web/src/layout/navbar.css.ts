import { mobileMedia, vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';
import { navbarHeightByViewport } from './layout.css';

export const navbar = style([
  navbarHeightByViewport,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.lg,
    padding: `0 ${vars.space.xl}`,
    borderBottom: `1px solid ${vars.color.border}`,
    background: vars.color.background,
    color: vars.color.text,
    '@media': { [mobileMedia]: { padding: `0 ${vars.space.md}`, gap: vars.space.sm } },
  },
]);

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '100%',
  flexShrink: 0,
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const logoImage = style({ display: 'block', maxHeight: 40, width: 'auto' });

export const menu = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const spacer = style({ flex: 1 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const userTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.secondary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const userName = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  fontSize: vars.font.sizeSm,
  lineHeight: 1.3,
});

export const userDetail = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });

export const badge = style({
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeXs,
  textAlign: 'center',
});

export const notificationsItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Where the user menu's trigger appears once its code has loaded (avatar and name). */
export const userMenuPlaceholder = style({ display: 'inline-block', width: 40, height: 40 });

/** Where the small screen's menu button appears once its code has loaded. */
export const menuButtonPlaceholder = style({ display: 'inline-block', width: 40, height: 40 });
