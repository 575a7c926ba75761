import type { Plugin } from 'vite';

const anyPath = (...parts: string[]) => new RegExp(`[\\\\/]${parts.join('[\\\\/]')}$`);

/**
 * One chunk for what a lazy route loads before its first paint (ADR 0007, third pass).
 * Left to itself the bundler splits the drive's first load into ~40 chunks shared in
 * different combinations with other routes, and each chunk costs its own gzip header and
 * dictionary (~10 KB gzip in all). Once the module graph is known (`buildEnd`) this plugin
 * collects the static closure of the route's lazy modules and keeps for the group:
 * - the modules no other route's lazy import reaches (the route's own code; its own lazy
 *   chunks, which load after it, may import from the group), and
 * - the UI library code of its collection view (`sharedLibrary`), even when other routes
 *   also use it: those routes then load this chunk too, the price of the merge.
 * Modules an earlier group captures (the `app` chunk: everything `main.tsx` loads; the
 * query hooks; the form chunks) stay there. The group also takes its modules' remaining
 * dependencies, as rolldown does by default.
 *
 * The closure follows import statements, including those tree-shaking later drops (package
 * barrels), so it names modules that never reach the route: the library patterns are
 * narrow, so that menus, dialogs and icons imported elsewhere stay out of the group.
 */
export function routeFirstLoadChunk(options: {
  /** The route's lazily imported modules (path endings, split on `/`). */
  routes: string[][];
}) {
  const modules = new Set<string>();
  const routeRoots = options.routes.map((parts) => anyPath(...parts));
  // The UI library code of a collection view (table, selection, drag and drop,
  // virtualizer): overlays (menus, popovers, dialogs, tooltips) load on demand and must
  // stay out, even where the import graph reaches them through imports tree-shaking drops.
  const sharedLibrary = [
    /[\\/]react-aria[\\/]dist[\\/]private[\\/](breadcrumbs|checkbox|collections|dnd|focus|form|grid|i18n|interactions|intl[\\/](breadcrumbs|dnd|grid|table)|label|meter|selection|table|toggle|utils|virtualizer|visually-hidden)[\\/]/,
    /[\\/]react-aria[\\/]dist[\\/]private[\\/]overlays[\\/]ariaHideOutside\.mjs$/,
    /[\\/]react-stately[\\/]dist[\\/]private[\\/](collections|dnd|form|grid|layout[\\/](List|Table)Layout\.mjs$|selection|table|toggle|utils|virtualizer)/,
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](Breadcrumbs|Checkbox|Collection|DragAndDrop|Meter|SelectionIndicator|SharedElementTransition|Table|TableLayout|TreeDropTargetDelegate|Virtualizer|useDragAndDrop)\.mjs$/,
    /[\\/]@internationalized[\\/]string[\\/]/,
    /[\\/]packages[\\/]ui[\\/]src[\\/](Breadcrumbs|Button|ContextMenu|DelayedSpinner|DragAndDrop|EmptyState|FileTypeIcon|IconButton|Meter|Sidebar|Table|theme)[\\/]/,
  ];

  const plugin: Plugin = {
    name: 'coffer:route-first-load-chunk',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const ids = [...this.getModuleIds()];
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        for (const id of starts) visit(id);
        return seen;
      };
      const route = closure(ids.filter((id) => routeRoots.some((root) => root.test(id))));
      // What other routes' lazy imports reach; the route's own lazy chunks (its dialogs,
      // menus) may share its chunk, since they only load after it.
      const others = closure(
        ids
          .filter((id) => !route.has(id))
          .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          .filter((id) => !route.has(id)),
      );
      for (const id of route) {
        if (!others.has(id) || sharedLibrary.some((pattern) => pattern.test(id))) modules.add(id);
      }
    },
  };
  return { plugin, test: (id: string) => modules.has(id) };
}
