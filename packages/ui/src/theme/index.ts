export { type ThemeValues, themeStyle } from './runtime';
export { darkTheme, lightTheme } from './themes.css';
export * from './tokens';
export { vars } from './vars.css';
