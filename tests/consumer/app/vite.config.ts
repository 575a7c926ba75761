import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A stock Vite + React app: no vanilla-extract plugin, no export conditions of Coffer's.
export default defineConfig({
  plugins: [react()],
  build: { chunkSizeWarningLimit: 2_000 },
});
