// Size budgets for the first load of `/login` (issue 6: ≤ 160 KB gzip of initial JS) and
// `/drive` (issue 10: ≤ 230 KB). Reads apps/web's Vite manifest and sums the gzip size of the
// entry chunk, the route's lazy chunks, and every chunk they import statically. Run after the build.
// Routes given as arguments (`node scripts/check-bundle.mjs /login`) are checked alone.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROUTES = [
  {
    path: '/login',
    budgetKb: 160,
    modules: ['packages/features/auth/src/screens/LoginScreen.tsx'],
  },
  {
    path: '/drive',
    budgetKb: 230,
    modules: [
      'packages/features/drive/src/components/DriveLayout.tsx',
      'packages/features/drive/src/screens/DrivePage.tsx',
    ],
  },
];
const only = process.argv.slice(2);
const routes = only.length > 0 ? ROUTES.filter((route) => only.includes(route.path)) : ROUTES;
if (routes.length !== (only.length || ROUTES.length)) {
  console.error(
    `Unknown route among ${only.join(', ')}: budgets exist for ${ROUTES.map((r) => r.path).join(', ')}.`,
  );
  process.exit(1);
}
const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

let manifest;
try {
  manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
} catch {
  console.error('apps/web/dist/.vite/manifest.json is missing: run `pnpm build` first.');
  process.exit(1);
}

const entries = Object.entries(manifest);
const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
let failed = false;

for (const { path, budgetKb, modules } of routes) {
  const routeKeys = modules.map((module) => entries.find(([key]) => key.endsWith(module))?.[0]);
  if (!entryKey || routeKeys.some((key) => !key)) {
    console.error(`Could not find the entry chunk or ${modules.join(', ')} in the manifest.`);
    process.exit(1);
  }

  // Static imports load with their importer; dynamic ones only on demand, so they don't count.
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const key of routeKeys) visit(key);

  const rows = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(dist + file)).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const totalKb = rows.reduce((sum, row) => sum + row.gzip, 0) / 1024;

  for (const row of rows)
    console.log(`${(row.gzip / 1024).toFixed(2).padStart(8)} KB  ${row.file}`);
  console.log(`Initial JS for ${path}: ${totalKb.toFixed(2)} KB gzip (budget ${budgetKb} KB)`);
  if (totalKb > budgetKb) {
    console.error(`Over budget by ${(totalKb - budgetKb).toFixed(2)} KB.`);
    failed = true;
  }
}
if (failed) process.exit(1);
