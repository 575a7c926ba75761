import type { Plugin } from 'vite';

/**
 * React Aria's strings (announcements, button labels) for its 34 locales are imported
 * statically by every component that speaks: the drive's table alone carried ~30 KB gzip
 * of them (ADR 0007). This plugin empties every locale but `en-US` at build time; the app
 * loads the browser's locale at startup instead (`loadAriaStrings`, `@coffer/ui/i18n`), as
 * React Aria's `optimize-locales-plugin` + `LocalizedStringProvider` do for server-rendered
 * apps.
 */
export function reactAriaEnglishStringsOnly(): Plugin {
  const localeModule =
    /[\\/](?:react-aria|react-stately|react-aria-components)[\\/]dist[\\/]private[\\/]intl[\\/](?:[^\\/]+[\\/])?([a-z]{2}-[A-Z]{2})\.mjs$/;
  return {
    name: 'coffer:react-aria-english-strings-only',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const locale = localeModule.exec(id)?.[1];
      // React Aria drops empty entries from its dictionaries, falling back to the global ones.
      if (locale && locale !== 'en-US') return 'export default null;';
      return undefined;
    },
  };
}
