import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const dialog = style({ width: 'min(560px, 100%)' });

export const page = style({
  // The upload page: the screen's width on a phone, at most 960 px.
  width: 'min(100%, 960px)',
  marginInline: 'auto',
  padding: vars.space.lg,
});

/** The request's link takes the room its copy button leaves. */
export const linkField = style({ flex: 1, minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const narrow = style({ maxWidth: 480 });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
});

/** A wrapper that does not change the dialog's layout. */
export const footerSlot = style({ display: 'contents' });

export const requestList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const requestItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const copied = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '1.25em',
  fontSize: vars.font.sizeSm,
  color: vars.color.positive,
});

export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.xs,
});

export const uploadArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
});

export const fileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const fileRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
