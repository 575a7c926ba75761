import type { createI18n } from './create-i18n';

type IcuI18nFactory = typeof createI18n;

let factory: IcuI18nFactory | null = null;
let loading: Promise<IcuI18nFactory> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the ICU message format (`createI18n` on `@formatjs/intl`) the first time a message
 * needs it; every `useTrans` consumer then re-renders with it.
 */
export function loadIcuI18n(): Promise<IcuI18nFactory> {
  loading ??= import('./create-i18n').then(
    (module) => {
      factory = module.createI18n;
      for (const listener of listeners) listener();
      return factory;
    },
    (error: unknown) => {
      // A failed chunk load (a deploy mid-session): try again with the next such message.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The ICU `createI18n` once loaded, else null. */
export function getIcuI18nFactory(): IcuI18nFactory | null {
  return factory;
}

export function subscribeIcuI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
