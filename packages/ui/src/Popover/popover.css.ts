import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Spec §9: floating elements animate for 125 ms. */
export const popoverAnimationMs = 125;

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(var(--origin-y, -4px))' },
  to: { opacity: 1, transform: 'none' },
});
const popOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** Shared by every floating surface (popover, menu, listbox, tooltip). */
export const floating = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 28px rgb(0 0 0 / 0.18)',
  outline: 'none',
  selectors: {
    '&[data-placement=top]': { vars: { '--origin-y': '4px' } },
    '&[data-entering]': { animation: `${popIn} ${popoverAnimationMs}ms ease-out` },
    '&[data-exiting]': { animation: `${popOut} ${popoverAnimationMs}ms ease-in` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      // The entering/exiting selectors outrank a bare class, so the reset must match them.
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

export const popover = style([floating, { minWidth: 'var(--trigger-width)', overflow: 'auto' }]);
