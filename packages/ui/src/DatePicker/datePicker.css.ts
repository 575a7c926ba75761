import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 };

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const label = style({ fontWeight: vars.font.weightMedium });

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: 'fit-content',
  paddingInlineStart: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const input = style({ display: 'inline-flex', padding: `${vars.space.sm} 0` });

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const rangeDash = style({ color: vars.color.textMuted });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });

export const error = style({ color: vars.color.danger, fontSize: vars.font.sizeXs });

export const popover = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.16)',
  outline: 'none',
});

export const dialog = style({ padding: vars.space.md, outline: 'none', color: vars.color.text });

export const calendar = style({ width: 'fit-content' });

/** Previous and next month point backwards and forwards in the reading direction. */
export const navIcon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  paddingBottom: vars.space.xs,
});

export const cell = style({
  width: 36,
  height: 36,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.font.sizeSm,
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-selected]': {
      background: vars.color.secondary,
      color: vars.color.onSecondary,
      borderRadius: 0,
    },
    '&[data-selection-start]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderStartStartRadius: vars.radius.sm,
      borderEndStartRadius: vars.radius.sm,
    },
    '&[data-selection-end]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderStartEndRadius: vars.radius.sm,
      borderEndEndRadius: vars.radius.sm,
    },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'default',
    },
    '&[data-focus-visible]': focusRing,
  },
});
