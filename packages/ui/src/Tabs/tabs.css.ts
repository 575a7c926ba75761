import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surface },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
    '[data-orientation="vertical"] > &': {
      borderBottom: 'none',
      marginBottom: 0,
      marginInlineEnd: -1,
      borderInlineEnd: '2px solid transparent',
      // Rounded on the inline start, away from the selection border.
      borderRadius: 0,
      borderStartStartRadius: vars.radius.sm,
      borderEndStartRadius: vars.radius.sm,
    },
    '[data-orientation="vertical"] > &[data-selected]': {
      borderInlineEndColor: vars.color.primary,
    },
  },
});

export const tabPanel = style({
  padding: vars.space.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
