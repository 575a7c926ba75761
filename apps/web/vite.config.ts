import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { reactAriaEnglishStringsOnly } from './react-aria-locales';

const server = process.env.COFFER_SERVER_URL ?? 'http://localhost:8080';

// The HTML entry and main.tsx stay the entry chunk, so the manifest keeps marking it `isEntry`.
const notTheEntry = (id: string) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), reactAriaEnglishStringsOnly()],
  // Workspace packages are consumed from source (the "@coffer/source" export condition).
  resolve: { conditions: ['@coffer/source', ...defaultClientConditions] },
  build: {
    sourcemap: true,
    assetsInlineLimit: 0,
    // The manifest lets scripts/check-bundle.mjs measure the first load of a route.
    manifest: true,
    rolldownOptions: {
      output: {
        // Each chunk costs its own gzip header and dictionary: dozens of small chunks on a
        // first load cost ~15 KB gzip more than the same code in a few (ADR 0007).
        codeSplitting: {
          groups: [
            // Everything main.tsx imports statically loads on every first paint anyway.
            { name: 'app', tags: ['$initial'], test: notTheEntry },
            // The kit's form fields and React Aria's form plumbing, shared by every form screen.
            { name: 'forms', test: formModules },
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

function formModules(id: string): boolean {
  return [
    /[\\/]packages[\\/]ui[\\/]src[\\/](Field|TextField|PasswordField|Checkbox|Form|Stack|Heading)[\\/]/,
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](TextField|TextArea|Form|Checkbox|Input|FieldError|Text|Label)\.mjs$/,
    /[\\/]react-aria[\\/]dist[\\/]private[\\/](textfield|form|checkbox|toggle|label|visually-hidden)[\\/]/,
    /[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/](useSlot|useFormReset)\.mjs$/,
    /[\\/]react-stately[\\/]dist[\\/]private[\\/](form|toggle|checkbox)[\\/]/,
    /[\\/]react-stately[\\/]dist[\\/]private[\\/]utils[\\/]useControlledState\.mjs$/,
  ].some((pattern) => pattern.test(id));
}
