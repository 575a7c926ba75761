import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weightMedium,
    lineHeight: 1.2,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: 2,
      },
      '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.onSecondary,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.secondaryHover },
        },
      },
      outline: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surface } },
      },
      text: {
        background: 'transparent',
        color: vars.color.primary,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surface } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: {
        fontSize: vars.font.sizeSm,
        padding: `${vars.space.xs} ${vars.space.md}`,
        minHeight: 32,
      },
      md: {
        fontSize: vars.font.sizeSm,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        minHeight: 40,
      },
      lg: {
        fontSize: vars.font.sizeMd,
        padding: `${vars.space.md} ${vars.space.xl}`,
        minHeight: 48,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

/** Keeps the label's width while the spinner shows, so the button does not jump. */
export const pendingLabel = style({ visibility: 'hidden' });
export const pendingSpinner = style({ position: 'absolute', display: 'inline-flex' });
export const content = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const icon = style({ display: 'inline-flex', flexShrink: 0 });
