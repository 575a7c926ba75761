import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: 160,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  color: vars.color.text,
  textAlign: 'center',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      borderStyle: 'solid',
      background: vars.color.surface,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.5 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.text });
