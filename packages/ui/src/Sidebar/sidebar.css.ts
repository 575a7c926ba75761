import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const columns = style({
  display: 'grid',
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.text,
});

export const column = style({
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: vars.space.md,
  overflowY: 'auto',
});

export const main = style({ minWidth: 0, padding: vars.space.lg });

export const stacked = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.text,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
// The drawer is at the inline start: the right edge right-to-left.
const slideInRtl = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: 'rgb(0 0 0 / 0.4)',
  selectors: { '&[data-entering]': { animation: `${fadeIn} 125ms` } },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      // The entering/exiting selectors outrank a bare class, so the reset must match them.
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  maxWidth: '85vw',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
  overflowY: 'auto',
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} 125ms ease-out` },
    '[dir="rtl"] &[data-entering]': { animationName: slideInRtl },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      // The entering/exiting selectors outrank a bare class, so the reset must match them.
      selectors: {
        '&[data-entering], &[data-exiting], [dir="rtl"] &[data-entering]': { animation: 'none' },
      },
    },
  },
});

export const dialog = style({ outline: 'none', padding: vars.space.md });

export const drawerHeader = style({ display: 'flex', justifyContent: 'flex-end' });

/**
 * A link of a sidebar's navigation (the drive's sections, the admin's screens, the account's
 * panels): the current page (`aria-current="page"`) stands out, as does the focus ring.
 */
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.sizeSm,
  selectors: {
    '&:hover': { background: vars.color.secondary },
    '&[aria-current="page"]': {
      background: vars.color.secondary,
      fontWeight: vars.font.weightMedium,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
