import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const accordion = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const disclosure = style({
  color: vars.color.text,
  selectors: {
    [`${accordion} > & + &`]: { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 125ms',
  selectors: {
    // Points to the inline end while closed (left, right-to-left), down while open.
    '[dir="rtl"] &': { transform: 'rotate(180deg)' },
    [`${disclosure}[data-expanded] &, [dir="rtl"] ${disclosure}[data-expanded] &`]: {
      transform: 'rotate(90deg)',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  selectors: {
    [`${disclosure}[data-expanded] > &`]: {
      padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
    },
  },
});
