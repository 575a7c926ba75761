import { mobileMedia, vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  height: '100%',
});

/** Keeps the sidebar from jumping when the lazily loaded switcher arrives. */
export const workspaceSlot = style({ minHeight: 32, display: 'flex' });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const storage = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const overQuota = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, margin: 0 });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
  minHeight: 0,
  '@media': { [mobileMedia]: { padding: vars.space.sm, gap: vars.space.sm } },
  selectors: {
    // Room for the bottom action bar, so it never covers the last rows.
    '&[data-bottom-bar]': { paddingBottom: 72 },
  },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  minHeight: 40,
});

export const toolbarTitle = style({
  position: 'relative',
  alignSelf: 'stretch',
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const selectionBar = style({
  boxSizing: 'border-box',
  minHeight: 40,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  selectors: { '&:empty': { background: 'transparent' } },
});

/** The selection's bar over the toolbar's title: one line, scrolled sideways when too long. */
export const selectionOverlay = style([
  selectionBar,
  {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    flexWrap: 'nowrap',
    overflowX: 'auto',
    whiteSpace: 'nowrap',
  },
]);

export const nameCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const nameText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** A phone row's two lines: the name, then size and date. */
export const mobileLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  lineHeight: 1.3,
});

export const mobileNameLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.font.sizeMd,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  minWidth: 0,
  textAlign: 'center',
});

export const tileName = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
});

export const thumb = style({
  width: '100%',
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const pickerRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const searchForm = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const dropArea = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
});

/** The rubber band drawn while dragging over empty space. */
export const lasso = style({
  position: 'absolute',
  zIndex: 1,
  pointerEvents: 'none',
  border: `1px solid ${vars.color.primary}`,
  background: `color-mix(in srgb, ${vars.color.primary} 12%, transparent)`,
  borderRadius: 2,
});

export const markIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

/** An entry's tag chips: after its name, giving way to it when the row is narrow. */
export const tags = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  flexShrink: 1,
  overflow: 'hidden',
});

export const tag = style({
  flexShrink: 0,
  maxWidth: '12em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: vars.font.sizeXs,
  lineHeight: 1.6,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const content = style({
  display: 'flex',
  gap: vars.space.lg,
  minHeight: 0,
  flex: 1,
  '@media': { [mobileMedia]: { flexDirection: 'column' } },
});

export const viewColumn = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const details = style({
  width: 280,
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderInlineStart: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  overflowY: 'auto',
  '@media': {
    [mobileMedia]: {
      width: 'auto',
      borderInlineStart: 0,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const detailsList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const detailsTerm = style({ color: vars.color.textMuted });

export const detailsValue = style({ margin: 0, overflowWrap: 'anywhere' });
