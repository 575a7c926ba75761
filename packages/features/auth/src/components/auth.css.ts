import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

/** The page around an auth card: centred, with room to breathe on small screens. */
export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  minHeight: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

/** Full-height variant for the gated screens, which replace the whole app. */
export const fullPage = style([page, { minHeight: '100vh', position: 'relative' }]);

export const card = style({
  width: '100%',
  maxWidth: 440,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

const logoImage = style({ height: 40, width: 'auto', display: 'block' });
export const logoLight = style([
  logoImage,
  { selectors: { 'html[data-theme="dark"] &': { display: 'none' } } },
]);
export const logoDark = style([
  logoImage,
  { display: 'none', selectors: { 'html[data-theme="dark"] &': { display: 'block' } } },
]);

export const heading = style({ margin: 0, textAlign: 'center' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const centerText = style({ margin: 0, textAlign: 'center', fontSize: vars.font.sizeSm });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const corner = style({
  position: 'absolute',
  top: vars.space.lg,
  insetInlineEnd: vars.space.lg,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
});

export const socialRow = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center' });
export const socialColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
