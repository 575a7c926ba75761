import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { darkColors, font, lightColors, radius, space } from './tokens';
import { vars } from './vars.css';

const light = { color: lightColors, font, radius, space };
const dark = { color: darkColors, font, radius, space };

/** Class that applies the light theme to a subtree. */
export const lightTheme = createTheme(vars, light);
/** Class that applies the dark theme to a subtree. */
export const darkTheme = createTheme(vars, dark);

// The page-wide theme is picked on <html data-theme="light|dark|system">, which the
// server writes into the first paint from the `be-active-theme` cookie: no flash on
// reload and no inline script (the CSP forbids those). "system" follows the OS.
globalStyle(':root', { vars: assignVars(vars, light), colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { vars: assignVars(vars, dark), colorScheme: 'dark' });
globalStyle(':root[data-theme="system"]', {
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, dark), colorScheme: 'dark' },
  },
});

globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightRegular,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.5,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
