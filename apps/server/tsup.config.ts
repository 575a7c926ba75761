import { defineConfig } from 'tsup';

// The server is bundled with the contract (consumed from source in the workspace);
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@coffer\//],
  esbuildOptions(options) {
    options.conditions = ['@coffer/source'];
  },
});
