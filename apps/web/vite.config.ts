import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { reactAriaEnglishStringsOnly } from './react-aria-locales';
import { routeFirstLoadChunk } from './route-chunks';
import { routePreloads } from './route-preloads';
import { serverAssetUrls } from './ssr-asset-urls';

const server = process.env.COFFER_SERVER_URL ?? 'http://localhost:8080';

// Everything the HTML entry loads, main.tsx included, is the `app` chunk: one script for the
// page to fetch instead of an entry of 0.3 KB beside it (nothing reads a manifest's entry).
// The route preloader is an entry of its own, which must not wait for the app chunk.
const notTheEntry = (id: string) => !/[\\/](index\.html|src[\\/]route-preload\.ts)$/.test(id);

// The drive's first paint (layout + page) in one chunk (ADR 0007, third pass).
const driveChunk = routeFirstLoadChunk({
  routes: [['packages', 'features', 'drive', 'src', 'screens', 'route-modules.ts']],
});

// Workspace packages are consumed from source (the "@coffer/source" export condition).
// vanilla-extract evaluates `.css.ts` files in a Vite server of its own that resolves as SSR
// and reads only `environments` from this config: without the source condition there, a
// feature's `.css.ts` importing `@coffer/ui/theme` evaluates packages/ui/dist (or, with no
// dist, an untracked copy of the theme) and the theme's variables can be dropped (ADR 0002).
const environments = {
  ssr: { resolve: { conditions: ['@coffer/source', ...defaultServerConditions] } },
};

// The server's rendering of guest pages (ADR 0030, `vite build --ssr`): one file with every
// dependency in it, so the server needs none of the web packages at run time. It goes beside
// the browser's files, which the server does not serve from `server/`.
const serverRendering = defineConfig({
  plugins: [react(), vanillaExtractPlugin(), reactAriaEnglishStringsOnly(), serverAssetUrls()],
  resolve: { conditions: ['@coffer/source', ...defaultServerConditions] },
  environments,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    // As the browser's build: every asset a file, so both name the same one.
    assetsInlineLimit: 0,
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendering : browserApp));

const browserApp = defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    reactAriaEnglishStringsOnly(),
    driveChunk.plugin,
    // A signed-in visitor's drive page fetches the drive's chunks beside the app chunk; the
    // pricing page its route table's and its own.
    routePreloads({
      preloader: ['src', 'route-preload.ts'],
      routes: [
        {
          path: /^\/drive(\/(?!s\/|r\/).*)?$/,
          signedIn: true,
          modules: [['packages', 'features', 'drive', 'src', 'screens', 'route-modules.ts']],
        },
        // The guest pages the server renders (ADR 0030), whose style sheets it links in their
        // head: `/` is the one its homepage setting names.
        {
          path: /^\/login\/?$/,
          homepage: 'loginPage',
          signedIn: false,
          modules: [['packages', 'features', 'auth', 'src', 'screens', 'LoginScreen.tsx']],
        },
        {
          path: /^\/register\/?$/,
          homepage: 'registerPage',
          signedIn: false,
          modules: [['packages', 'features', 'auth', 'src', 'screens', 'RegisterScreen.tsx']],
        },
        {
          path: /^\/forgot-password\/?$/,
          signedIn: false,
          modules: [['packages', 'features', 'auth', 'src', 'screens', 'ForgotPasswordScreen.tsx']],
        },
        {
          path: /^$/,
          homepage: 'landing',
          signedIn: false,
          modules: [['packages', 'features', 'site', 'src', 'screens', 'LandingPage.tsx']],
        },
        // A file request's upload page (server-rendered too: its data comes with the page).
        {
          path: /^\/drive\/r\/[^/]+\/?$/,
          signedIn: false,
          modules: [
            ['packages', 'features', 'file-requests', 'src', 'components', 'FileRequestPage.tsx'],
          ],
        },
        // The pricing page: billing's route table, then the page, a step each after the app.
        {
          path: /^\/pricing\/?$/,
          signedIn: false,
          modules: [
            ['src', 'app', 'billing-area.ts'],
            ['packages', 'features', 'billing', 'src', 'screens', 'PricingScreen.tsx'],
          ],
        },
      ],
    }),
    // A brotli and a gzip file beside every text asset, which the server sends by the
    // browser's Accept-Encoding (platform/web/routes.ts). index.html is rendered per request
    // with the bootstrap data, so it is compressed there; source maps only reach devtools.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|svg|json|txt|xml)$/,
      exclude: /(^|[\\/])index\.html$/,
      logLevel: 'silent',
    }),
  ],
  resolve: { conditions: ['@coffer/source', ...defaultClientConditions] },
  environments,
  build: {
    // Written beside each file for whoever reads the build (ADR 0007's byte hunts), but not
    // named in it: a `sourceMappingURL` line is ~45 bytes more of every script a visitor
    // receives, and browsers fetch the map only with the developer tools open.
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The route preloader (decision 26) is an entry beside index.html's.
      input: { index: 'index.html', 'route-preload': 'src/route-preload.ts' },
      output: {
        // Each chunk costs its own gzip header and dictionary: dozens of small chunks on a
        // first load cost ~15 KB gzip more than the same code in a few (ADR 0007).
        codeSplitting: {
          groups: [
            // Everything main.tsx imports statically loads on every first paint anyway.
            { name: 'app', tags: ['$initial'], test: notTheEntry },
            // React Query's hooks and their store shim, used by nearly every route.
            {
              name: 'queries',
              test: /[\\/](@tanstack[\\/]react-query|use-sync-external-store)[\\/]/,
            },
            // Before the groups below, so that guest pages (the link page) using these load
            // neither the form nor the drive chunk (ADR 0007, decision 18).
            { name: 'kit', test: guestKitModules },
            // Headings, text and stacks, which every screen shows (the login form, the link
            // page, the pricing page).
            { name: 'text', test: /[\\/]packages[\\/]ui[\\/]src[\\/](Heading|Text|Stack)[\\/]/ },
            // The navbar and the styles it shares with the signed-in user menu.
            {
              name: 'navbar',
              test: /[\\/]apps[\\/]web[\\/]src[\\/]layout[\\/](Navbar\.tsx|navbar\.css\.ts)$/,
            },
            // The signed-in navbar's parts, which every signed-in page loads and no guest
            // page does: one chunk instead of a dozen of about 1 KB, each with its own
            // headers and a step in a waterfall of lazy imports.
            {
              name: 'signed-in',
              test: signedInShellModules,
              includeDependenciesRecursively: false,
            },
            // The sign-in screens' frame, API calls and social switch, shared by the login,
            // register and password screens: one chunk instead of eight of 0.4-0.8 KB.
            {
              name: 'auth-screens',
              test: authScreenModules,
              includeDependenciesRecursively: false,
            },
            { name: 'form-controls', test: formControlModules },
            // React Aria's focus scope and shared transitions: the drive's dialogs and grids use
            // them, and so does a radio group (the pricing page's cycle switch), which would
            // otherwise load the whole drive chunk for them.
            {
              name: 'focus',
              test: /[\\/]react-aria(-components)?[\\/]dist[\\/]private[\\/](focus[\\/]FocusScope|SharedElementTransition)\.mjs$/,
            },
            // react-hook-form, the kit's text fields bound to it and the server errors'
            // mapping: what every form of `@coffer/core/forms` loads (ADR 0012), in one chunk.
            { name: 'forms', test: formModules, includeDependenciesRecursively: false },
            // With its modules' dependencies (the default): without them the minified build
            // read an export of another chunk before it was set. The groups above take what
            // /login shares with it first, so that /login does not load it.
            // With React Aria's separator, which the signed-in menus show: it imports from the
            // drive chunk anyway, so on its own it was one more request on every signed-in page.
            { name: 'drive', test: (id) => driveChunk.test(id) || separatorModules.test(id) },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In dev, the API and the bootstrap page come from the real server.
    proxy: {
      '^/(api|auth|secure)/': { target: server, changeOrigin: false },
    },
  },
});

const separatorModules =
  /[\\/]react-aria(-components)?[\\/]dist[\\/]private[\\/](Separator\.mjs|Header\.mjs|separator[\\/])/;

// Presentational kit pieces (no React Aria beyond the app chunk's buttons) shared by the
// drive and the guest pages, with the few icons both show: their own small chunk rather than
// the drive's or the forms', which would bring 70 or 10 KB along. Also core's `useIsMobile`,
// which the drive's page and the navbar both ask. The badge too: the pricing page's 'Most popular'
// and the bell's count (in the signed-in chunk, it brought that chunk's drive and dialog along).
function guestKitModules(id: string): boolean {
  return [
    /[\\/]packages[\\/]ui[\\/]src[\\/](Badge|EmptyState|FileTypeIcon|IconButton|Separator|UnstyledButton|VisuallyHidden)[\\/]/,
    /[\\/]packages[\\/]ui[\\/]src[\\/]Meter[\\/]formatBytes\.ts$/,
    /[\\/]packages[\\/]core[\\/]src[\\/]viewport[\\/]use-is-mobile\.ts$/,
    /[\\/]packages[\\/]core[\\/]src[\\/]ad-slot[\\/](index\.ts|AdSlot\.tsx|ad\.css\.ts)$/,
    /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](grid-2x2|list)\.mjs$/,
  ].some((pattern) => pattern.test(id));
}

// The signed-in navbar (RootLayout's and Navbar's lazy slots): the user menu, the bell and
// its popover, the workspace switcher, the live-notification stream, and the kit's menu,
// dialog and popover they open. The guest navbar (Navbar.tsx) stays out: the link page uses it.
function signedInShellModules(id: string): boolean {
  return [
    /[\\/]apps[\\/]web[\\/]src[\\/]layout[\\/](UserMenu|signed-in-slots)\.tsx$/,
    /[\\/]packages[\\/]ui[\\/]src[\\/](Avatar|Dialog|Menu|Popover)[\\/]/,
    /[\\/]packages[\\/]features[\\/]auth[\\/]src[\\/]api[\\/]logout\.ts$/,
    /[\\/]packages[\\/]features[\\/]notifications[\\/]src[\\/](components[\\/](BellIcon|NotificationsPopover|notifications\.css)|api[\\/](notifications|stream)\.ts$|messages\.ts$)/,
    /[\\/]packages[\\/]features[\\/]workspaces[\\/]src[\\/](components[\\/](WorkspaceSwitcher|workspaces\.css)|api[\\/]workspaces\.ts$)/,
    /[\\/]packages[\\/]contract[\\/]src[\\/](api|constants)[\\/](notifications|workspaces)\.ts$/,
  ].some((pattern) => pattern.test(id));
}

// The auth screens' shared modules. Not the contract's auth calls: the signed-in navbar's
// logout uses them too, and would bring the screens' frame to /drive.
function authScreenModules(id: string): boolean {
  return [
    /[\\/]packages[\\/]features[\\/]auth[\\/]src[\\/]components[\\/](AuthLayout\.tsx|SiteLogo\.tsx|auth\.css\.ts|SocialSignIn\.tsx|social-services\.ts)$/,
    /[\\/]packages[\\/]features[\\/]auth[\\/]src[\\/](api[\\/](login|meta|passwords|register)\.ts|screens[\\/]invite\.ts)$/,
    /[\\/]packages[\\/]contract[\\/]src[\\/]constants[\\/]social\.ts$/,
  ].some((pattern) => pattern.test(id));
}

// What a checkbox needs (the drive's table selects rows with one): React Aria's toggle,
// validation and label plumbing. Its own group, so the drive does not load the text fields.
function formControlModules(id: string): boolean {
  return [
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](Checkbox|Form|FieldError|Text|Label|Autocomplete)\.mjs$/,
    // `eye` too: the password fields' toggle, and the drive's action icons, which load later.
    /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](check|minus|eye)\.mjs$/,
    /[\\/]react-aria[\\/]dist[\\/]private[\\/](form|checkbox|toggle|label|visually-hidden)[\\/]/,
    /[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/](useSlot|useFormReset)\.mjs$/,
    /[\\/]react-stately[\\/]dist[\\/]private[\\/](form|toggle|checkbox)[\\/]/,
    /[\\/]react-stately[\\/]dist[\\/]private[\\/]utils[\\/]useControlledState\.mjs$/,
    // The kit's field header and help, which a radio group shows as a text field does, and the
    // checkbox's styles, which the radio's compose.
    /[\\/]packages[\\/]ui[\\/]src[\\/]Field[\\/]/,
    /[\\/]packages[\\/]ui[\\/]src[\\/]Checkbox[\\/]checkbox\.css\.ts/,
  ].some((pattern) => pattern.test(id));
}

// Every form's code (ADR 0012): react-hook-form, the kit's text fields and checkbox bound to
// it, the mapping of a 422 onto them, and the kit's fields with React Aria's text fields.
function formModules(id: string): boolean {
  return [
    /[\\/]react-hook-form[\\/]/,
    /[\\/]packages[\\/]core[\\/]src[\\/]forms[\\/](bound-field|FormFields)\.tsx$/,
    /[\\/]packages[\\/]core[\\/]src[\\/]errors[\\/]server-field-errors\.ts$/,
    /[\\/]packages[\\/]ui[\\/]src[\\/](Field|TextField|PasswordField|Checkbox|Form)[\\/]/,
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](TextField|TextArea|Input|Group)\.mjs$/,
    // Not `eye` (form-controls has it): the drive's action icons show it too.
    /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](eye-off|lock)\.mjs$/,
    /[\\/]react-aria[\\/]dist[\\/]private[\\/]textfield[\\/]/,
  ].some((pattern) => pattern.test(id));
}
