import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Shared by Checkbox, Radio and Switch: a label row with its indicator. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'default' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 18,
  height: 18,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.onPrimary,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${choice}[data-invalid][data-selected] &`]: { background: vars.color.danger },
    [`${choice}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});
