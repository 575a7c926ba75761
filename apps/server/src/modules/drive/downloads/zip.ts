import type { Readable } from 'node:stream';
import type { AppInstance } from '../../../app';
import { type EntryRow, isFolder, liveDescendants, toNumber } from '../repo';
import { storedZip } from './zip-writer';

export interface ZipItem {
  /** Path inside the archive, `/`-separated. */
  name: string;
  /** null for an (empty) folder. */
  storageKey: string | null;
  /** The store of `storageKey` (`file_entries.storage_driver`). */
  storageDriver: string | null;
  date: Date;
  /** Bytes, as recorded on the entry. */
  size: number;
}

/** "report.pdf" → "report (1).pdf" until the name is free in its archive folder. */
function numbered(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  const slash = name.lastIndexOf('/');
  const dir = name.slice(0, slash + 1);
  const base = name.slice(slash + 1);
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const ext = dot > 0 ? base.slice(dot) : '';
  for (let i = 1; ; i++) {
    const candidate = `${dir}${stem} (${i})${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** An entry name as one archive path segment: never `.`/`..` (zip-slip) nor a control character. */
function segment(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is stripped.
  const clean = name.replace(/[\u0000-\u001f\\/]/g, '_');
  return clean === '.' || clean === '..' || clean === '' ? '_' : clean;
}

/** The files (and empty folders) of the chosen entries, with their paths in the archive. */
export async function zipItems(app: AppInstance, roots: EntryRow[]): Promise<ZipItem[]> {
  const items: ZipItem[] = [];
  const taken = new Set<string>();
  const add = (name: string, entry: EntryRow) => {
    const unique = numbered(name, taken);
    taken.add(unique);
    items.push({
      name: unique,
      storageKey: isFolder(entry) ? null : entry.storage_key,
      storageDriver: entry.storage_driver,
      date: new Date(entry.updated_at),
      size: isFolder(entry) ? 0 : toNumber(entry.file_size),
    });
    return unique;
  };
  for (const root of roots) {
    if (!isFolder(root)) {
      if (root.storage_key) add(segment(root.name), root);
      continue;
    }
    const rootName = add(`${segment(root.name)}/`, root).replace(/\/$/, '');
    const below = await liveDescendants(app.db, root);
    // Folder id → its path in the archive; parents sort before children by path.
    const folderPaths = new Map<number, string>([[root.id, rootName]]);
    const sorted = [...below].sort((a, b) => a.path.split('/').length - b.path.split('/').length);
    for (const entry of sorted) {
      const parentPath = entry.parent_id === null ? undefined : folderPaths.get(entry.parent_id);
      if (parentPath === undefined) continue;
      if (isFolder(entry)) {
        folderPaths.set(
          entry.id,
          add(`${parentPath}/${segment(entry.name)}/`, entry).replace(/\/$/, ''),
        );
      } else if (entry.storage_key) {
        add(`${parentPath}/${segment(entry.name)}`, entry);
      }
    }
  }
  // Folders that got files need no entry of their own; keep only empty ones.
  return items.filter(
    (item) =>
      item.storageKey !== null ||
      !items.some((other) => other !== item && other.name.startsWith(item.name)),
  );
}

/**
 * A zip built while it is sent: stored (uncompressed) members, each read from storage
 * only when the previous one is written, so memory and open files stay constant.
 */
export function zipStream(app: AppInstance, items: ZipItem[]): Readable {
  return storedZip(
    items.map(({ name, date, size, storageKey, storageDriver }) => ({
      name,
      date,
      expectedSize: size,
      open:
        storageKey === null
          ? undefined
          : async () => (await app.storages.named(storageDriver)).get(storageKey),
    })),
  );
}
