export { ARIA_STRING_LOADERS, ariaStringsLocale, loadAriaStrings } from './aria-strings';
