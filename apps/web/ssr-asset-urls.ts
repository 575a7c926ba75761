import type { Plugin } from 'vite';

const MODULE_RELATIVE_URL = /new URL\((['"`])(\.{1,2}\/[^'"`]+)\1,\s*import\.meta\.url\)/g;

/**
 * In the server's build (ADR 0030), an asset addressed relative to its module (`new URL('./a.svg',
 * import.meta.url)`, which Vite rewrites for the browser only) gets the built file's address, as
 * an import of the asset gives it: `/assets/a-<hash>.svg`, the same file the browser's build
 * names, instead of a file beside the server's module that does not exist.
 */
export function serverAssetUrls(): Plugin {
  return {
    name: 'coffer:server-asset-urls',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (this.environment?.config.consumer !== 'server') return null;
      if (id.includes('node_modules') || !code.includes('import.meta.url')) return null;
      const imports: string[] = [];
      const transformed = code.replace(MODULE_RELATIVE_URL, (_match, _quote, path: string) => {
        const name = `__cofferAsset${imports.length}`;
        imports.push(`import ${name} from ${JSON.stringify(path)};`);
        return `new URL(${name}, import.meta.url)`;
      });
      if (imports.length === 0) return null;
      return { code: `${imports.join('\n')}\n${transformed}`, map: null };
    },
  };
}
