import { vars } from '../theme/vars.css';

// Style objects the kit's collections share (Table, GridList, VirtualGrid); each wraps them in
// its own `style()`/`recipe()`, so the look of a list and of its rows is defined once.

/** A focus ring drawn inside the element's box (rows and scroll areas clip what is outside). */
export const insetFocusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 };

/** A collection that is its own scroll container, the virtualizer placing its rows inside. */
export const scrollArea = {
  display: 'block',
  overflow: 'auto',
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': insetFocusRing,
    '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}` },
  },
} as const;

/** A row's (or tile's) states, as React Aria's data attributes mark them. */
export const itemStates = {
  '&[data-hovered]': { background: vars.color.surface },
  '&[data-selected]': { background: vars.color.secondary, color: vars.color.onSecondary },
  '&[data-focus-visible]': insetFocusRing,
  '&[data-disabled]': { color: vars.color.textMuted },
  '&[data-dragging]': { opacity: 0.6 },
  '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
} as const;
