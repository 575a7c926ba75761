import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

const anyPath = (...parts: string[]) => new RegExp(`[\\\\/]${parts.join('[\\\\/]')}$`);

export interface RoutePreloadOptions {
  /** The preloader's source (`src/route-preload.ts`): an entry of its own, imported by none. */
  preloader: string[];
  routes: Array<{
    /** The paths whose first load the route's chunks serve. */
    path: RegExp;
    /** Also `/` when the homepage setting (`homepage.type`) is this one. */
    homepage?: string;
    /** Only for a signed-in visitor. */
    signedIn: boolean;
    /** The route's lazily imported modules (path endings, split on `/`). */
    modules: string[][];
  }>;
}

/**
 * Lists in index.html, for each route named, the script chunks and style sheets its lazy
 * modules load before their first paint (minus what the HTML loads anyway), and loads the
 * preloader ahead of the app's script: on a page of the list it starts them while the app
 * chunk still downloads, instead of after it has run (ADR 0007, decision 26).
 */
export function routePreloads(options: RoutePreloadOptions): Plugin {
  const preloader = anyPath(...options.preloader);
  return {
    name: 'coffer:route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (files: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            for (const next of byFile.get(file)?.imports ?? []) visit(next);
          };
          for (const file of files) visit(file);
          return seen;
        };
        const entry = chunks.find(
          (chunk) => chunk.isEntry && preloader.test(chunk.facadeModuleId ?? ''),
        );
        if (!entry) throw new Error('coffer:route-preloads: the preloader is not an entry.');
        const initial = closure(
          chunks.filter((chunk) => chunk.isEntry && chunk !== entry).map((chunk) => chunk.fileName),
        );
        const list = options.routes.map((route) => {
          const roots = chunks.filter(
            (chunk) =>
              chunk.isDynamicEntry &&
              route.modules.some((parts) => anyPath(...parts).test(chunk.facadeModuleId ?? '')),
          );
          if (roots.length !== route.modules.length)
            throw new Error(`coffer:route-preloads: no chunk for a module of ${route.path}.`);
          const files = [...closure(roots.map((chunk) => chunk.fileName))].filter(
            (file) => !initial.has(file),
          );
          const styles = new Set(
            files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
          );
          return {
            path: route.path.source,
            ...(route.homepage ? { homepage: route.homepage } : {}),
            signedIn: route.signedIn,
            scripts: files.map((file) => `/${file}`),
            styles: [...styles].map((file) => `/${file}`),
          };
        });
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${entry.fileName}` },
            injectTo: 'head-prepend',
          },
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'coffer-route-preloads' },
            children: JSON.stringify(list),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
