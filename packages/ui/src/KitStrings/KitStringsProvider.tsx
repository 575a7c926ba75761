import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import {
  type KitString,
  type KitStringDictionary,
  type KitStringKey,
  type KitStringOverrides,
  kitStrings,
  mergeKitStrings,
} from './kitStrings';

const KitStringsContext = createContext<KitStringDictionary>(kitStrings);

export interface KitStringsProviderProps {
  /**
   * The kit's strings to use instead of its own, by locale (`{ 'fr-FR': { close: 'Fermer' } }`,
   * or `de` for every German locale): any subset of the keys, for any locale. Keep the object
   * stable (a module constant or `useMemo`): a new one formats every kit string again.
   */
  strings: KitStringOverrides;
  /** The part of the app that uses them. */
  children: ReactNode;
}

/**
 * Translates or rewords the kit's own strings (close buttons, loading labels, landmarks…) for
 * the components inside it, as React Aria's `LocalizedStringProvider` does for React Aria's.
 * The locale is React Aria's (`I18nProvider`, else the browser's); the kit speaks English and
 * French by itself. Providers nest: an inner one overrides the outer one's strings.
 */
export function KitStringsProvider({ strings, children }: KitStringsProviderProps) {
  const parent = useContext(KitStringsContext);
  const merged = useMemo(() => mergeKitStrings(parent, strings), [parent, strings]);
  return <KitStringsContext.Provider value={merged}>{children}</KitStringsContext.Provider>;
}

/**
 * The kit's string formatter for the current locale, with the nearest `KitStringsProvider`'s
 * overrides: `useKitStrings().format('close')`, `format('morePeople', { count })`.
 */
export function useKitStrings() {
  return useLocalizedStringFormatter<KitStringKey, KitString>(useContext(KitStringsContext));
}
