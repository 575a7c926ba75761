import type { FileEntry, FolderTreeItem } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { Dialog, DialogBody, DialogFooter, DialogTitle } from '@coffer/ui/Dialog';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { ListBox, ListBoxItem } from '@coffer/ui/ListBox';
import { Modal } from '@coffer/ui/Modal';
import { Folder, HardDrive } from 'lucide-react';
import { useState } from 'react';
import { useAllFolders } from '../api/queries';
import * as styles from '../components/drive.css';

const ROOT = 'root';

/** Folders an entry set may go into: not into itself or below any moved folder. */
export function moveTargets(folders: FolderTreeItem[], moving: FileEntry[]): FolderTreeItem[] {
  const blocked = moving.filter((e) => e.type === 'folder').map((e) => e.path);
  return folders.filter(
    (f) => !blocked.some((path) => f.path === path || f.path.startsWith(`${path}/`)),
  );
}

export interface MoveDialogProps {
  entries: FileEntry[];
}

/**
 * 'Move to': picks a folder (or the root) from the user's folder tree. Resolves with the
 * destination id, `null` for the root, or `undefined` when cancelled.
 */
export function MoveDialog({ entries, close }: MoveDialogProps & OutletDialogProps<number | null>) {
  const { trans } = useTrans();
  const folders = useAllFolders();
  const [selected, setSelected] = useState<string>(ROOT);
  const targets = moveTargets(folders.data ?? [], entries);
  const depth = (f: FolderTreeItem) => f.path.split('/').length - 1;
  const title =
    entries.length === 1
      ? trans('Move “{name}”', { name: entries[0]?.name })
      : trans('{count, plural, one {Move # item} other {Move # items}}', { count: entries.length });
  return (
    <Modal size="sm">
      <Dialog>
        <DialogTitle>{title}</DialogTitle>
        <DialogBody>
          {folders.isPending ? (
            <DelayedSpinner aria-label={trans('Loading folders')} />
          ) : (
            <ListBox
              aria-label={trans('Destination folder')}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[selected]}
              onSelectionChange={(keys) => {
                const [key] = keys === 'all' ? [] : [...keys];
                if (key !== undefined) setSelected(String(key));
              }}
            >
              <ListBoxItem id={ROOT} textValue={trans('All files')}>
                <span className={styles.pickerRow}>
                  <HardDrive size={16} aria-hidden="true" /> {trans('All files')}
                </span>
              </ListBoxItem>
              {targets.map((f) => (
                <ListBoxItem key={f.id} id={String(f.id)} textValue={f.name}>
                  <span className={styles.pickerRow} style={{ paddingInlineStart: depth(f) * 16 }}>
                    <Folder size={16} aria-hidden="true" /> {f.name}
                  </span>
                </ListBoxItem>
              ))}
            </ListBox>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onPress={() => close()}>
            {trans('Cancel')}
          </Button>
          <Button onPress={() => close(selected === ROOT ? null : Number(selected))}>
            {trans('Move here')}
          </Button>
        </DialogFooter>
      </Dialog>
    </Modal>
  );
}
