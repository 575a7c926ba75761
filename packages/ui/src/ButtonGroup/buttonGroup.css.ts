import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const group = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Attached buttons share borders: only the outer corners stay round. */
export const attached = style({ flexWrap: 'nowrap', gap: 0 });

globalStyle(`${attached} > *:not(:first-child)`, {
  borderStartStartRadius: 0,
  borderEndStartRadius: 0,
  marginInlineStart: -1,
});
globalStyle(`${attached} > *:not(:last-child)`, {
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
});
// Keep the focus ring of the focused button above its neighbours.
globalStyle(`${attached} > *[data-focus-visible]`, { position: 'relative', zIndex: 1 });
