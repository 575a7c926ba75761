import type { FolderTreeItem } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { sidebarNavLink } from '@coffer/ui/Sidebar';
import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import { ChevronDown, ChevronRight, Folder, FolderUsers } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useAllFolders } from '../api/queries';
import * as styles from './drive.css';

/** Folders in tree order with their depth (the server sorts by path). */
export function treeRows(folders: FolderTreeItem[]): { folder: FolderTreeItem; depth: number }[] {
  const depthOf = new Map<number, number>();
  return folders.map((folder) => {
    const depth = folder.parent_id === null ? 0 : (depthOf.get(folder.parent_id) ?? 0) + 1;
    depthOf.set(folder.id, depth);
    return { folder, depth };
  });
}

/** The user's folders, loaded only once the tree is opened. */
export function FolderTree() {
  const { trans } = useTrans();
  const [open, setOpen] = useState(false);
  const folders = useAllFolders(open);
  const listId = useId();
  return (
    <div>
      <Button
        variant="text"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onPress={() => setOpen(!open)}
        startIcon={
          open ? (
            <ChevronDown size={16} aria-hidden="true" />
          ) : (
            <ChevronRight size={16} aria-hidden="true" />
          )
        }
      >
        {trans('Folders')}
      </Button>
      {open && (
        <ul id={listId} className={styles.navList}>
          {folders.data && folders.data.length === 0 && (
            <li className={styles.muted}>{trans('No folders')}</li>
          )}
          {treeRows(folders.data ?? []).map(({ folder, depth }) => (
            <li key={folder.id}>
              <NavLink
                to={`/drive/folders/${folder.hash}`}
                className={sidebarNavLink}
                style={{ paddingInlineStart: 12 + depth * 14 }}
              >
                {folder.shared ? (
                  <FolderUsers size={16} aria-hidden="true" />
                ) : (
                  <Folder size={16} aria-hidden="true" />
                )}
                <span className={styles.nameText}>{folder.name}</span>
                {folder.shared && <VisuallyHidden>{trans('Shared')}</VisuallyHidden>}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
