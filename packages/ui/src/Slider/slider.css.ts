import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const slider = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: 320,
  color: vars.color.text,
  // Dimmed by colour, not opacity: the label must keep its contrast while disabled.
  selectors: { '&[data-disabled]': { color: vars.color.textMuted } },
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const output = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  height: 24,
  width: '100%',
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: '50%',
    height: 4,
    transform: 'translateY(-50%)',
    borderRadius: vars.radius.full,
    background: vars.color.border,
  },
});

export const fill = style({
  position: 'absolute',
  top: '50%',
  height: 4,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  selectors: { '[data-disabled] &': { background: vars.color.textMuted } },
});

export const thumb = style({
  top: '50%',
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  border: `2px solid ${vars.color.primary}`,
  boxSizing: 'border-box',
  selectors: {
    '&[data-dragging]': { background: vars.color.primary },
    '&[data-disabled]': { borderColor: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
