import { type DriveSection, driveApi, type FileEntry, fillPath } from '@coffer/contract';
import { defineMessage } from '@coffer/core';

export const entryActionIds = [
  'open',
  'preview',
  'share',
  'getLink',
  'star',
  'unstar',
  'rename',
  'move',
  'copy',
  'download',
  'delete',
  'restore',
  'deleteForever',
] as const;
export type EntryActionId = (typeof entryActionIds)[number];

/** Each action's name (a catalogue message: show it with `trans`). */
export const actionLabels: Record<EntryActionId, string> = {
  open: defineMessage('Open'),
  preview: defineMessage('Preview'),
  share: defineMessage('Share'),
  getLink: defineMessage('Get link'),
  star: defineMessage('Add to starred'),
  unstar: defineMessage('Remove from starred'),
  rename: defineMessage('Rename'),
  move: defineMessage('Move to'),
  copy: defineMessage('Make a copy'),
  download: defineMessage('Download'),
  delete: defineMessage('Delete'),
  restore: defineMessage('Restore'),
  deleteForever: defineMessage('Delete forever'),
};

/**
 * The actions a selection allows in a section, by the entries' permissions: in the trash
 * only restore and delete forever; single-entry actions (open, share, rename) need one
 * entry. Anyone who sees an entry may open its share dialog (people with access, leave);
 * a public link needs the right to change the entry, as the server asks.
 */
export function availableActions(section: DriveSection, selection: FileEntry[]): EntryActionId[] {
  if (selection.length === 0) return [];
  const all = (p: keyof FileEntry['permissions']) => selection.every((e) => e.permissions[p]);
  if (section === 'trash') return all('files.delete') ? ['restore', 'deleteForever'] : [];
  const one = selection.length === 1 ? selection[0] : undefined;
  const actions: EntryActionId[] = [];
  if (one) actions.push(one.type === 'folder' ? 'open' : 'preview');
  if (one) actions.push('share');
  if (one && all('files.update')) actions.push('getLink');
  actions.push(selection.every((e) => e.starred) ? 'unstar' : 'star');
  if (one && all('files.update')) actions.push('rename');
  if (all('files.update')) actions.push('move', 'copy');
  if (all('files.download')) actions.push('download');
  if (all('files.delete')) actions.push('delete');
  return actions;
}

/** The download route: one file's bytes, or a zip of several entries (and folders). */
export function downloadUrl(entries: FileEntry[]): string {
  return fillPath(driveApi.download.path, { hashes: entries.map((e) => e.hash).join(',') });
}
