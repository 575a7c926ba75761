import { I18nProvider, useBootstrap, useTimeZone } from '@coffer/core';
import type { ReactNode } from 'react';

/** Translations from the bootstrap data (replaced on login/logout), dates in the visitor's zone. */
export function BootstrapI18n({ children }: { children: ReactNode }) {
  const i18n = useBootstrap((data) => data.i18n);
  const timeZone = useTimeZone();
  return (
    <I18nProvider i18n={i18n} timeZone={timeZone}>
      {children}
    </I18nProvider>
  );
}
