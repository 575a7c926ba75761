import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const imageField = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The preview on a checkerboard-free surface of its own, so a light or dark logo shows. */
export const preview = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '4rem',
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&[data-kind="logo_dark"], &[data-kind="logo_dark_mobile"]': {
      backgroundColor: '#121417',
      color: '#eef0f3',
    },
  },
});

export const image = style({ maxWidth: '100%', maxHeight: '4rem', objectFit: 'contain' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const legend = style({ padding: 0, marginBottom: vars.space.sm });

/** Inherits the preview's own colour, which its background was picked for. */
export const none = style({ fontSize: vars.font.sizeSm, color: 'inherit' });
