// One size budget per public entry (minified + brotli, React excluded). A component's
// budget is DEFAULT_LIMIT unless listed in LIMITS; raise one only with a reason.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const DEFAULT_LIMIT = '25 kB';
const LIMITS = {
  // The root barrel is the whole kit; products should import per-component subpaths.
  // 209 → 217 kB with the wrappers features used React Aria for (issue 22: drag and drop,
  // Toolbar, load-more items).
  // 228.5 kB with VirtualGrid (issue 22: the grid for long lists, on React Aria's hooks).
  index: '232 kB',
  theme: '2 kB',
  ProgressCircle: '12 kB',
  // Collections (estimated with esbuild + brotli, 10% headroom): RAC's collection builder,
  // selection and keyboard model, Virtualizer layouts, drag and drop, popovers, dates.
  Tabs: '32 kB',
  // RAC's drag and drop for collections: drag and drop state, keyboard and screen reader
  // dragging, drop target delegates and localised announcements (31 kB measured).
  DragAndDrop: '34 kB',
  Breadcrumbs: '72 kB',
  Sidebar: '31 kB',
  Table: '76 kB',
  GridList: '62 kB',
  // React Aria's grid-list, selection, type-ahead and drag and drop hooks, TanStack Virtual
  // (43.4 kB measured): less than Table, which adds RAC's collection builder and Virtualizer.
  VirtualGrid: '48 kB',
  DropZone: '34 kB',
  ColorPicker: '66 kB',
  DatePicker: '78 kB',
  // RAC TagGroup brings the grid-list keyboard and selection model and localised remove labels.
  TagGroup: '45 kB',
  // react-aria's number parsing/formatting and localised stepper labels.
  NumberField: '28 kB',
  // Modal overlay + dialog + Button: RAC's focus scope, aria-hide-outside and i18n labels.
  AlertDialog: '30 kB',
  FullScreenDialog: '30 kB',
  // RAC collections: menu/listbox keyboard and selection model, popover positioning, submenus.
  Menu: '42 kB',
  // RAC ListBox plus its Virtualizer and ListLayout for long lists.
  ListBox: '45 kB',
  // ListBox + popover + the select's hidden native <select> and field validation.
  Select: '64 kB',
  // ListBox + popover + combobox state, filtering and localised announcements.
  ComboBox: '68 kB',
};

const src = join(__dirname, 'src');
const components = readdirSync(src, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(src, d.name, 'index.ts')))
  .map((d) => d.name);

// Measured without these packages: `i18n` loads one React Aria locale file (~3 kB) on demand,
// and bundling would count all 33 of them.
const IGNORE = { i18n: ['react-aria-components'] };

module.exports = [
  {
    name: '@coffer/ui',
    path: 'dist/index.js',
    limit: LIMITS.index,
    ignore: ['react', 'react-dom'],
  },
  ...components.map((name) => ({
    name: `@coffer/ui/${name}`,
    path: `dist/${name}/index.js`,
    limit: LIMITS[name] ?? DEFAULT_LIMIT,
    ignore: ['react', 'react-dom', ...(IGNORE[name] ?? [])],
  })),
  { name: '@coffer/ui/style.css', path: 'dist/style.css', limit: '20 kB' },
];
