import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The outer element of every field: label, control, description and error stacked. */
export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.danger,
});

/**
 * The bordered box around an input and its adornments (icons, buttons). State comes from
 * the field root's data attributes so one style serves every text-like field.
 */
export const inputBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  transition: 'border-color 120ms',
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.focusRing,
      outline: `1px solid ${vars.color.focusRing}`,
    },
    [`${fieldRoot}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${fieldRoot}[data-invalid] &:focus-within`]: { outlineColor: vars.color.danger },
    [`${fieldRoot}[data-readonly] &`]: { background: vars.color.surface },
    // Only the control dims: faded label or help text would fall below contrast minimums.
    [`${fieldRoot}[data-disabled] &`]: { opacity: 0.6 },
  },
});

/** The native input inside an `inputBox`: the box draws the border and focus. */
export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `${vars.space.sm} 0`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // Native search decorations would duplicate SearchField's own clear button.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

/** Decorative icons in an `inputBox` (search, lock). */
export const adornment = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
});

/** Small square buttons inside an `inputBox` (show password, clear, steppers). */
export const boxButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surface, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
  },
});

/** Groups of choices (checkbox group, radio group). */
export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap' } },
});
