import { style } from '@vanilla-extract/css';

export const area = style({ display: 'contents' });

/** A zero-size point the menu is anchored to: where the pointer or the focused item is. */
export const anchor = style({ position: 'fixed', width: 0, height: 0, pointerEvents: 'none' });
