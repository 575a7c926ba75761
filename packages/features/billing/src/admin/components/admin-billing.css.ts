import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

/** The plan editor's column: wide enough for a price's fields on one line. */
export const editor = style({ maxWidth: 880 });

/** A part of the editor, framed. */
export const panel = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A field that takes the room its row leaves. */
export const grow = style({ flex: '1 1 220px', minWidth: 0 });

/** A short field: a currency, a position, a count. */
export const narrow = style({ width: 140 });

/** A short select: the kit's select is at least 200 px wide. */
export const narrowSelect = style({ flex: '0 0 200px' });

/** A list shown without markers or indent. */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** One price of the plan, on the surface colour. */
export const price = style({
  margin: 0,
  minWidth: 0,
  border: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
