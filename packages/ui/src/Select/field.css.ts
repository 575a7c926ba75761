import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Label, help and error text for Select and ComboBox (kept local to these pickers). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 200,
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });
export const error = style({ fontSize: vars.font.sizeXs, color: vars.color.danger });

export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  boxSizing: 'border-box',
  paddingBlock: 0,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &[data-focus-within]:has(input[data-focused])': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 1,
    },
    '[data-invalid] &': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  padding: `${vars.space.sm} 0`,
});

export const iconButton = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});

export const popover = style({ minWidth: 'var(--trigger-width)' });
