import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weightMedium,
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Loads in place but stays invisible until it has arrived. */
export const imageLoading = style({ opacity: 0 });

export const group = style({ display: 'inline-flex', alignItems: 'center' });

export const groupItem = style({
  // The ring separates overlapping avatars on any background.
  boxShadow: `0 0 0 2px ${vars.color.background}`,
  selectors: { '&:not(:first-child)': { marginInlineStart: '-6px' } },
});

export const overflow = style({
  background: vars.color.secondary,
  color: vars.color.onSecondary,
});
