import { I18nProvider, useBootstrap, useTimeZone } from '@coffer/core';
import { useLocale } from '@coffer/ui/KitStrings';
import { type ReactNode, useEffect } from 'react';

/**
 * Translations from the bootstrap data (replaced on login/logout and on a language change),
 * dates in the visitor's zone and the site's date format (`dates.format`); the document's
 * `lang` and `dir` follow the language.
 */
export function BootstrapI18n({ children }: { children: ReactNode }) {
  const i18n = useBootstrap((data) => data.i18n);
  const dateStyle = useBootstrap((data) => data.settings.dates.format);
  const timeZone = useTimeZone();
  return (
    <I18nProvider i18n={i18n} timeZone={timeZone} dateStyle={dateStyle}>
      <DocumentLanguage />
      {children}
    </I18nProvider>
  );
}

/** `<html lang dir>`: screen readers' language, and the kit's logical CSS and mirrored icons. */
function DocumentLanguage() {
  const { locale, direction } = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
  return null;
}
