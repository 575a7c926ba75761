import { style } from '@vanilla-extract/css';
import { choice } from '../Checkbox/checkbox.css';
import { vars } from '../theme/vars.css';

export { choice };

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 36,
  height: 20,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${choice}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${choice}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  insetInlineStart: 2,
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transition: 'transform 120ms',
  selectors: {
    [`${choice}[data-selected] &`]: {
      transform: 'translateX(16px)',
      background: vars.color.onPrimary,
    },
    [`[dir="rtl"] ${choice}[data-selected] &`]: { transform: 'translateX(-16px)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
