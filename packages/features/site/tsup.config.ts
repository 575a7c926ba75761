import { cp } from 'node:fs/promises';
import type { Options } from 'tsup';
import { featurePackage } from '../../../scripts/tsup-feature';

const base = featurePackage() as Options;

// The landing page's images are addressed relative to their module (`new URL('./images/…',
// import.meta.url)`), which esbuild leaves as it is: they go beside the built modules.
export default {
  ...base,
  async onSuccess() {
    if (typeof base.onSuccess === 'function') await base.onSuccess();
    await cp('src/images', 'dist/images', { recursive: true });
  },
} satisfies Options;
