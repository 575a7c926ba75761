import { type UploadConflictMode, versionsApi } from '@coffer/contract';
import type { HttpClient } from '@coffer/core';
import { openDialog } from '@coffer/ui/DialogOutlet';
import type { DriveDestination } from './upload-store';

/** What `add` needs of the upload store (the lazy one at first load). */
interface Queue {
  add(files: File[], destination: DriveDestination, paths?: (string | undefined)[]): void;
}

/** How a user answers a name clash: a choice, or undefined to skip those files. */
export type AskConflict = (names: string[]) => Promise<UploadConflictMode | undefined>;

/** The upload conflict dialog, loaded when a clash is found. */
export const askConflict: AskConflict = async (names) => {
  const { UploadConflictDialog } = await import('../dialogs/UploadConflictDialog');
  return openDialog(UploadConflictDialog, { names });
};

/**
 * Queues files for a folder, asking first what to do with those whose names are already
 * there (`POST file-entries/name-clashes`): replace them (a version is kept), keep both
 * (numbered copies) or skip them. A folder upload's files go into its own subfolders and
 * replace what they meet there, as a sync client would; only loose files are checked.
 * When the check itself fails, the files go as they are (the server replaces).
 */
export async function addUploads(
  http: HttpClient,
  queue: Queue,
  files: File[],
  parentId: number | null,
  paths: (string | undefined)[] = [],
  ask: AskConflict = askConflict,
): Promise<void> {
  const loose = (file: File, i: number) => !(paths[i] ?? file.webkitRelativePath);
  const names = [...new Set(files.filter(loose).map((file) => file.name))];
  let clashes: string[] = [];
  if (names.length > 0) {
    try {
      ({ names: clashes } = await http.call(versionsApi.nameClashes, {
        body: { parentId, names },
      }));
    } catch {
      clashes = [];
    }
  }
  if (clashes.length === 0) return queue.add(files, { parentId }, paths);
  const choice = await ask(clashes);
  if (choice) return queue.add(files, { parentId, onConflict: choice }, paths);
  const skipped = new Set(clashes);
  const kept = files.flatMap((file, i) =>
    loose(file, i) && skipped.has(file.name) ? [] : [{ file, path: paths[i] }],
  );
  if (kept.length === 0) return;
  queue.add(
    kept.map((k) => k.file),
    { parentId },
    kept.map((k) => k.path),
  );
}
