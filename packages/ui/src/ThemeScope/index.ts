export { type RuntimeTheme, ThemeScope, type ThemeScopeProps } from './ThemeScope';
