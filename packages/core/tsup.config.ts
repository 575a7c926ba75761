import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/forms/index.ts', 'src/uploads/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: [/^react/, /^@tanstack\//, /^@coffer\//],
});
