import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

/** Label and value pairs of the details and date tabs. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

/** A pair's wrapper leaves its label and value in the grid's cells. */
export const fact = style({ display: 'contents' });
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0 });

/** Sessions and tokens: one row each, its action at the end. */
export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
