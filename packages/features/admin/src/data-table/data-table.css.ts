import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const search = style({ flex: '1 1 220px', maxWidth: 360 });

export const filter = style({ minWidth: 150 });

export const toolbarEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const selectionBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  marginBlockEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const tableFrame = style({ position: 'relative' });

export const center = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxl,
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  marginBlockStart: vars.space.md,
});

// As wide as the kit's select (at least 200 px): narrower, it ran over the range beside it.
export const pageSize = style({ flex: '0 0 auto' });

export const range = style({ alignSelf: 'center' });

export const downloadLink = style({ textDecoration: 'none' });
