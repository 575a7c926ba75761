/**
 * Sets the locale of the kit and of React Aria below it: the kit's words, number and date
 * formats, and the reading direction (`fr-FR`, or `ar-EG` right-to-left).
 */
export {
  I18nProvider as LocaleProvider,
  type I18nProviderProps as LocaleProviderProps,
  /** The locale set by the nearest `LocaleProvider` and its reading direction (`ltr`/`rtl`). */
  useLocale,
} from 'react-aria-components/I18nProvider';
export {
  KitStringsProvider,
  type KitStringsProviderProps,
  useKitStrings,
} from './KitStringsProvider';
export {
  type KitString,
  type KitStringDictionary,
  type KitStringKey,
  type KitStringOverrides,
  type KitStringValues,
  kitPlural,
  kitStrings,
} from './kitStrings';
