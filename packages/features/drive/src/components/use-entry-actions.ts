import type { DriveSection, FileEntry } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { openDialog } from '@coffer/ui/DialogOutlet';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { driveKeys } from '../api/keys';
import {
  useCreateFolder,
  useDeleteEntries,
  useDuplicateEntries,
  useEmptyTrash,
  useMoveEntries,
  useRenameEntry,
  useRestoreEntries,
  useStarEntries,
} from '../api/mutations';

import { downloadUrl, type EntryActionId } from './actions';

// Dialogs load when first opened, keeping them out of the drive's first load.
const dialogs = () => import('../dialogs');
const sharingDialogs = () => import('../dialogs/SharingDialogs');

/** Starts a browser download without leaving the page. */
function download(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Runs the drive's actions: the menus, the toolbar and the keyboard all go through here. */
export function useEntryActions(section: DriveSection, listed: FileEntry[]) {
  const navigate = useNavigate();
  const { trans } = useTrans();
  const queryClient = useQueryClient();
  const star = useStarEntries();
  const rename = useRenameEntry();
  const remove = useDeleteEntries();
  const restore = useRestoreEntries();
  const move = useMoveEntries();
  const duplicate = useDuplicateEntries();
  const createFolder = useCreateFolder();
  const emptyTrash = useEmptyTrash();

  const open = async (entry: FileEntry) => {
    if (entry.type === 'folder') {
      if (section !== 'trash') navigate(`/drive/folders/${entry.hash}`);
      return;
    }
    const { Previewer } = await dialogs();
    void openDialog(Previewer, { entries: listed, index: listed.indexOf(entry) });
  };

  // People or a link may have changed (or the user left a share): icons, details and lists follow.
  const refreshSharing = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: driveKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: driveKeys.folders() }),
    ]).then(() => undefined);

  const run = async (action: EntryActionId, entries: FileEntry[]) => {
    const [first] = entries;
    if (!first) return;
    switch (action) {
      case 'open':
      case 'preview':
        return open(first);
      case 'share': {
        const { ShareEntryDialog } = await sharingDialogs();
        await openDialog(ShareEntryDialog, { entry: first });
        return refreshSharing();
      }
      case 'getLink': {
        const { EntryLinkDialog } = await sharingDialogs();
        await openDialog(EntryLinkDialog, { entry: first });
        return refreshSharing();
      }
      case 'star':
      case 'unstar':
        return star.mutate({ entries, star: action === 'star' });
      case 'rename': {
        const { NameDialog } = await dialogs();
        return openDialog(NameDialog, {
          title: trans('Rename'),
          submitLabel: trans('Rename'),
          initialName: first.name,
          save: (name: string) => rename.mutateAsync({ entry: first, name }),
        });
      }
      case 'move': {
        const { MoveDialog } = await dialogs();
        const destination = await openDialog(MoveDialog, { entries });
        if (destination !== undefined) move.mutate({ entries, destinationId: destination });
        return;
      }
      case 'copy':
        return duplicate.mutate({ entries });
      case 'download':
        return download(downloadUrl(entries));
      case 'delete':
        return remove.mutate({ entries });
      case 'restore':
        return restore.mutate({ entries });
      case 'deleteForever': {
        const { ConfirmDialog } = await dialogs();
        const confirmed = await openDialog(ConfirmDialog, {
          title: trans('Delete forever'),
          body:
            entries.length === 1
              ? trans('“{name}” will be deleted forever. This cannot be undone.', {
                  name: first.name,
                })
              : trans(
                  '{count, plural, one {# item} other {# items}} will be deleted forever. This cannot be undone.',
                  { count: entries.length },
                ),
          confirmLabel: trans('Delete forever'),
        });
        if (confirmed) remove.mutate({ entries, forever: true });
        return;
      }
    }
  };

  const newFolder = async (parentId: number | null) => {
    const { NameDialog } = await dialogs();
    return openDialog(NameDialog, {
      title: trans('New folder'),
      submitLabel: trans('Create'),
      save: (name: string) => createFolder.mutateAsync({ name, parentId }),
    });
  };

  const confirmEmptyTrash = async () => {
    const { ConfirmDialog } = await dialogs();
    const confirmed = await openDialog(ConfirmDialog, {
      title: trans('Empty trash'),
      body: trans('Everything in the trash will be deleted forever. This cannot be undone.'),
      confirmLabel: trans('Empty trash'),
    });
    if (confirmed) emptyTrash.mutate();
  };

  /** Moves entries by drag and drop (onto a folder row or a breadcrumb). */
  const moveTo = (entries: FileEntry[], destinationId: number | null) => {
    const moving = entries.filter((e) => e.id !== destinationId && e.parent_id !== destinationId);
    if (moving.length > 0) move.mutate({ entries: moving, destinationId });
  };

  return { run, open, newFolder, confirmEmptyTrash, moveTo };
}
