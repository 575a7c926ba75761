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
