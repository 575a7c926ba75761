import { style } from '@vanilla-extract/css';
import { choice } from '../Checkbox/checkbox.css';
import { vars } from '../theme/vars.css';

export { choice };

export const circle = style({
  flexShrink: 0,
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  transition: 'border-width 120ms, border-color 120ms',
  selectors: {
    [`${choice}[data-selected] &`]: { border: `6px solid ${vars.color.primary}` },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${choice}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});
