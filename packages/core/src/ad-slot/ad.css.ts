import { AD_MAX_HEIGHT } from '@coffer/contract';
import { style } from '@vanilla-extract/css';

export const ad = style({
  maxHeight: AD_MAX_HEIGHT,
  overflow: 'hidden',
});

export const adBox = style({
  display: 'flex',
  justifyContent: 'center',
  maxHeight: AD_MAX_HEIGHT,
  overflow: 'hidden',
  selectors: {
    // Until the ad reports its size it takes no room.
    '&[data-empty]': { display: 'block', height: 0 },
  },
});

export const adFrame = style({
  display: 'block',
  width: '100%',
  maxHeight: AD_MAX_HEIGHT,
  border: 0,
});
