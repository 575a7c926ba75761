import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The packages Coffer patches (patches/, docs/decisions/0011). */
export type PatchedPackage = 'react-aria' | 'react-aria-components' | 'react-stately';

/**
 * The folder of a patched package: the instance the kit runs (react-aria-components as the
 * kit resolves it, and the react-aria and react-stately that it resolves).
 */
export function patchedPackageDir(pkg: PatchedPackage): string {
  const rac = createRequire(import.meta.url).resolve('react-aria-components/package.json');
  const json =
    pkg === 'react-aria-components' ? rac : createRequire(rac).resolve(`${pkg}/package.json`);
  return dirname(json);
}

/** The text of a file of a patched package, e.g. `dist/private/grid/useGridState.mjs`. */
export function readPatchedFile(pkg: PatchedPackage, path: string): string {
  return readFileSync(join(patchedPackageDir(pkg), path), 'utf8');
}

/** A module of a patched package's dist, the same instance React Aria runs. */
export async function importPatchedFile<T>(pkg: PatchedPackage, path: string): Promise<T> {
  return (await import(pathToFileURL(join(patchedPackageDir(pkg), path)).href)) as T;
}
