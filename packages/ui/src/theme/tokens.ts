/**
 * Design tokens. Colours, fonts and radii are themeable at run time (the
 * appearance editor writes them as CSS variables); the sizes below are layout
 * constants of the spec (§9) and are the same in every theme.
 */
export const lightColors = {
  background: '#ffffff',
  surface: '#f6f7f9',
  surfaceRaised: '#ffffff',
  text: '#1b1f24',
  textMuted: '#5b6470',
  border: '#d4d8de',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  onPrimary: '#ffffff',
  secondary: '#e8ebef',
  secondaryHover: '#d9dde3',
  onSecondary: '#1b1f24',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  onDanger: '#ffffff',
  positive: '#15803d',
  focusRing: '#2563eb',
};

export type ColorTokens = typeof lightColors;

export const darkColors: ColorTokens = {
  background: '#121417',
  surface: '#1b1e23',
  surfaceRaised: '#23272e',
  text: '#eef0f3',
  textMuted: '#a8b0bb',
  border: '#3a404a',
  primary: '#93b4ff',
  primaryHover: '#b4cbff',
  onPrimary: '#0b1530',
  secondary: '#2c313a',
  secondaryHover: '#373d48',
  onSecondary: '#eef0f3',
  danger: '#fca5a5',
  dangerHover: '#fecaca',
  onDanger: '#3b0707',
  positive: '#86efac',
  focusRing: '#93b4ff',
};

export const font = {
  family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  /** Spec §9: font default weight. */
  weightRegular: '400',
  weightMedium: '500',
  weightBold: '600',
  sizeXs: '0.75rem',
  sizeSm: '0.875rem',
  sizeMd: '1rem',
  sizeLg: '1.25rem',
  sizeXl: '1.75rem',
  sizeXxl: '2.25rem',
};

export const radius = { sm: '4px', md: '8px', lg: '12px', full: '9999px' };

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
};

/** Navbar heights by breakpoint (spec §9: 64 / 54 / 48). */
export const navbarHeight = { lg: 64, md: 54, sm: 48 } as const;
/** Widths at or below this many pixels get the mobile layout (spec §9). */
export const mobileMaxWidth = 768;
/** Floating elements keep this far from the viewport edge (spec §9). */
export const floatingViewportPadding = 16;
/** Avatar sizes in pixels (spec §9). */
export const avatarSizes = { xs: 18, sm: 24, md: 32, lg: 40, xl: 60 } as const;
export type AvatarSize = keyof typeof avatarSizes;

export const mobileMedia = `screen and (max-width: ${mobileMaxWidth}px)`;
