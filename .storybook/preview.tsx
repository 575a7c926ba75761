import '@coffer/ui/theme';
import { THEME_COOKIE } from '@coffer/contract';
import { bootstrapFixture } from '@coffer/contract/fixtures';
import {
  CoreProvider,
  createBootstrapStore,
  createHttpClient,
  createQueryClient,
  I18nProvider,
  setCookie,
} from '@coffer/core';
import french from '@coffer/server/locales/fr.json';
import { closeDialog } from '@coffer/ui/DialogOutlet';
import { LocaleProvider } from '@coffer/ui/KitStrings';
import { toastStore } from '@coffer/ui/Toast';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configure } from 'storybook/test';

declare const __STORY_THEME__: string | undefined;
/** Set by the French story run (tests/stories-fr), which renders every story in French. */
declare const __STORY_LOCALE__: string | undefined;

// The story test run (the only place __STORY_THEME__ is defined) plays every story in light and
// dark at once on two cores, while its dev server compiles each lazy chunk when first asked and
// images decode slowly: `findBy…` and `waitFor` get 15 s there instead of 1 s. A play that passes
// still ends as soon as what it waits for is there; browsing Storybook keeps the 1 s default.
if (typeof __STORY_THEME__ === 'string') configure({ asyncUtilTimeout: 15_000 });

/** Light or dark from the toolbar, written where the app keeps it: <html data-theme> and the cookie. */
const withTheme: Decorator = (Story, { globals }) => {
  const theme = globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  setCookie(THEME_COOKIE, theme);
  return <Story />;
};

/** The toolbar's languages: React Aria's locale and the document's `lang` for each. */
const locales = { en: 'en-US', fr: 'fr-FR' } as const;

/**
 * Language and direction from the toolbar: React Aria's locale (the kit's strings and React
 * Aria's own, dates, numbers, keyboard directions) and the document's `lang` and `dir` (the
 * kit's logical CSS and mirrored icons). Right-to-left keeps the language's words in a
 * pseudo-locale with the Arabic script (`en-Arab`, `fr-Arab`), which React Aria reads as
 * right-to-left while its strings, the kit's and the number formats stay the language's.
 */
const withLocale: Decorator = (Story, { globals }) => {
  const language = globals.locale === 'fr' ? 'fr' : 'en';
  const rtl = globals.direction === 'rtl';
  const locale = rtl ? `${language}-Arab` : locales[language];
  document.documentElement.lang = locales[language];
  document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  return (
    <LocaleProvider locale={locale}>
      <Story />
    </LocaleProvider>
  );
};

/**
 * The app's services around every story: an HTTP client (answered by MSW), bootstrap
 * data from the contract's fixtures (`parameters.bootstrap` overrides it), a fresh query
 * cache and a memory router at `parameters.route`.
 */
const withApp: Decorator = (Story, { parameters, globals }) => {
  const services = {
    http: createHttpClient(),
    bootstrap: createBootstrapStore(parameters.bootstrap ?? bootstrapFixture()),
  };
  // The app's catalogue in the toolbar's language: French lines as the server sends them.
  const i18n =
    globals.locale === 'fr' ? { language: 'fr', lines: french } : services.bootstrap.get().i18n;
  const router = createMemoryRouter([{ path: '*', Component: () => <Story /> }], {
    initialEntries: [parameters.route ?? '/'],
  });
  return (
    <CoreProvider services={services}>
      <QueryClientProvider client={createQueryClient()}>
        <I18nProvider i18n={i18n} dateStyle={services.bootstrap.get().settings.dates.format}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </CoreProvider>
  );
};

const preview: Preview = {
  // The story runs share one page (vitest.config.ts): a dialog or toast a story left open in
  // the kit's app-wide outlet and toast queue must not reach the next story.
  beforeEach() {
    closeDialog();
    toastStore.dismiss();
  },
  // Feature stories mock the API per story: `beforeEach({ msw }) { msw.use(...handlers) }`.
  loaders: [mswLoader()],
  // withLocale innermost: its provider reaches the story inside withApp's router.
  decorators: [withLocale, withApp, withTheme],
  // The story test run plays English left-to-right (the French run renders French); the
  // toolbar switches the rest.
  initialGlobals: {
    theme: typeof __STORY_THEME__ === 'string' ? __STORY_THEME__ : 'light',
    locale: typeof __STORY_LOCALE__ === 'string' ? __STORY_LOCALE__ : 'en',
    direction: 'ltr',
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the kit, React Aria and the formats',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'fr', title: 'Français', right: 'fr' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right', right: 'ltr' },
          { value: 'rtl', title: 'Right to left', right: 'rtl' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { exclude: /^(on[A-Z].*|aria-.*)$/ },
    // A story with an axe violation fails its test, in light and in dark.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
