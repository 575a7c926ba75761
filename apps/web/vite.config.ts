import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const server = process.env.COFFER_SERVER_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages are consumed from source (the "@coffer/source" export condition).
  resolve: { conditions: ['@coffer/source', ...defaultClientConditions] },
  // The manifest lets scripts/check-bundle.mjs measure the first load of a route.
  build: { sourcemap: true, assetsInlineLimit: 0, manifest: true },
  server: {
    port: 5173,
    // In dev, the API and the bootstrap page come from the real server.
    proxy: {
      '^/(api|auth|secure)/': { target: server, changeOrigin: false },
    },
  },
});
