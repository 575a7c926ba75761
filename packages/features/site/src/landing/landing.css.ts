import { vars } from '@coffer/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 769px)';

export const page = style({ display: 'flex', flexDirection: 'column' });

/** A full-bleed band whose picture sits behind its content. */
const band = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  color: '#ffffff',
});

export const hero = style([
  band,
  {
    minHeight: 'min(78vh, 720px)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    paddingBlock: vars.space.xxxl,
    paddingInline: vars.space.lg,
  },
]);

export const bottomBand = style([
  band,
  {
    textAlign: 'center',
    paddingBlock: `calc(${vars.space.xxxl} * 1.5)`,
    paddingInline: vars.space.lg,
  },
]);

/** The overlay gradient (below) and the picture (above it, at the admin's opacity). */
export const overlay = style({ position: 'absolute', inset: 0, zIndex: -2 });
export const backdrop = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
globalStyle(`${backdrop} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const heroContent = style({
  maxWidth: 860,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xl,
});

export const heroTitle = style({
  margin: 0,
  fontSize: 'clamp(2rem, 5.5vw, 3.5rem)',
  lineHeight: 1.1,
  fontWeight: vars.font.weightBold,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
});

export const heroSubtitle = style({
  margin: 0,
  fontSize: 'clamp(1.05rem, 2vw, 1.3rem)',
  lineHeight: 1.55,
  maxWidth: 680,
  opacity: 0.95,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});

/** Buttons on the dark bands: white and outlined white, whatever the theme. */
export const onBandPrimary = style({
  backgroundColor: '#ffffff',
  color: '#0f2a63',
  borderColor: '#ffffff',
  selectors: { '&:hover': { backgroundColor: '#e0e7ff', color: '#0f2a63' } },
});
export const onBandSecondary = style({
  backgroundColor: 'transparent',
  color: '#ffffff',
  borderColor: 'rgba(255, 255, 255, 0.85)',
  selectors: { '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)', color: '#ffffff' } },
});
export const actionIcon = style({ width: 18, height: 18, flexShrink: 0 });
globalStyle(`${actions} a`, { display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const section = style({
  width: '100%',
  maxWidth: 1120,
  marginInline: 'auto',
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
});

export const ad = style({ width: '100%', maxWidth: 1120, marginInline: 'auto' });

export const featureGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
});

export const featureCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const featureImage = style({
  width: '100%',
  height: 'auto',
  maxHeight: 160,
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const featureRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
});

export const featureRow = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.xxxl } },
});
globalStyle(`${featureRow}:nth-child(even) > :first-child`, {
  '@media': { [wide]: { order: 2 } },
});

export const rowImage = style({
  width: '100%',
  height: 'auto',
  maxHeight: 320,
  aspectRatio: '3 / 2',
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const eyebrow = style({
  margin: 0,
  color: vars.color.primary,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });

export const bandTitle = style({
  margin: 0,
  fontSize: 'clamp(1.6rem, 4vw, 2.4rem)',
  fontWeight: vars.font.weightBold,
  lineHeight: 1.2,
});

export const bandContent = style({
  maxWidth: 720,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const bandSubtitle = style({ margin: 0, fontSize: vars.font.sizeLg, opacity: 0.95 });
