import { styleVariants } from '@vanilla-extract/css';
import { space } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export type SpaceToken = keyof typeof space;
export const spaceTokens = Object.keys(space) as SpaceToken[];

/** One class per gap token, shared by Stack and Inline. */
export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const direction = styleVariants({
  column: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  row: { display: 'flex', flexDirection: 'row', minWidth: 0 },
});

export const wrap = styleVariants({ true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } });
