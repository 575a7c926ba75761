import { mobileMedia, navbarHeight, vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, display: 'flex', flexDirection: 'column' });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
export const copyright = style({ margin: 0 });
export const footerMenus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});
export const footerMenu = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const pageSpinner = style({ minHeight: '100vh' });
/** Widths above the mobile layout up to this many pixels (tablets) get the middle height. */
const TABLET_MAX_WIDTH = 1024;

/**
 * The navbar's height by viewport (spec §9: 64 / 54 / 48): desktop, tablet, phone. The
 * phone rule comes last, so it wins where both media match.
 */
export const navbarHeightByViewport = style({
  height: navbarHeight.lg,
  '@media': {
    [`screen and (max-width: ${TABLET_MAX_WIDTH}px)`]: { height: navbarHeight.md },
    [mobileMedia]: { height: navbarHeight.sm },
  },
});

/** Keeps the page from jumping while the navbar's code loads. */
export const navbarPlaceholder = navbarHeightByViewport;

/** Shown only while the OS's colour scheme is light (the footer's theme switch, ADR 0030). */
export const inLightScheme = style({
  '@media': { '(prefers-color-scheme: dark)': { display: 'none' } },
});

/** Shown only while the OS's colour scheme is dark. */
export const inDarkScheme = style({
  '@media': { '(prefers-color-scheme: light)': { display: 'none' } },
});
