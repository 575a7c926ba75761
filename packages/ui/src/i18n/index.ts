export { loadAriaStrings } from './aria-strings';
