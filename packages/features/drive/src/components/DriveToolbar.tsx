import type { DriveOrderBy, FileEntry } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Breadcrumbs } from '@coffer/ui/Breadcrumbs';
import type { DropItem } from '@coffer/ui/DragAndDrop';
import { Grid2x2, List, PanelRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import * as styles from './drive.css';
import type { DriveView } from './EntriesView';
import { FolderMenuButton, SortMenuButton, ToolButton } from './lazy-overlays';

export interface DriveToolbarProps {
  title: string;
  /** Folders from the root to the current one (folder pages). */
  path?: FileEntry[];
  /** Actions of the current folder, shown in a menu on the last crumb. */
  folderMenu?: { items: { id: string; label: string }[]; onAction: (id: string) => void };
  view: DriveView;
  onViewChange: (view: DriveView) => void;
  orderBy: DriveOrderBy;
  orderDir: 'asc' | 'desc';
  onSortChange: (orderBy: DriveOrderBy, orderDir: 'asc' | 'desc') => void;
  detailsOpen: boolean;
  onDetailsToggle: () => void;
  /** Entries dropped on a crumb (`null`: the root). */
  onDropOnCrumb?: (folderId: number | null, items: DropItem[]) => void;
  /** The selection's bar, shown over the title while something is selected. */
  selectionBar?: ReactNode;
}

/**
 * Title or breadcrumbs, then the view toggle, the sort menu and the details toggle. A selection's
 * bar covers the title instead of taking a row of its own: no blank row above the list while
 * nothing is selected, and no list moving under the pointer when a click selects.
 */
export function DriveToolbar({
  title,
  path,
  folderMenu,
  view,
  onViewChange,
  orderBy,
  orderDir,
  onSortChange,
  detailsOpen,
  onDetailsToggle,
  onDropOnCrumb,
  selectionBar,
}: DriveToolbarProps) {
  const navigate = useNavigate();
  const { trans } = useTrans();
  const crumbs = path
    ? [
        { id: 'root', label: trans('All files'), href: '/drive' },
        ...path.map((f) => ({ id: f.hash, label: f.name, href: `/drive/folders/${f.hash}` })),
      ]
    : null;
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarTitle}>
        {crumbs && crumbs.length > 1 ? (
          <>
            <h1 className={styles.visuallyHidden}>{title}</h1>
            <Breadcrumbs
              items={crumbs}
              onAction={(id) => navigate(id === 'root' ? '/drive' : `/drive/folders/${id}`)}
              onDropItems={
                onDropOnCrumb &&
                ((id, items) =>
                  onDropOnCrumb(
                    id === 'root' ? null : (path?.find((f) => f.hash === id)?.id ?? null),
                    items,
                  ))
              }
            />
          </>
        ) : (
          <h1 className={styles.heading}>{title}</h1>
        )}
        {folderMenu && folderMenu.items.length > 0 && (
          <FolderMenuButton items={folderMenu.items} onAction={folderMenu.onAction} />
        )}
        {selectionBar}
      </div>
      <ToolButton
        label={view === 'list' ? trans('Grid view') : trans('List view')}
        onPress={() => onViewChange(view === 'list' ? 'grid' : 'list')}
      >
        {view === 'list' ? (
          <Grid2x2 size={18} aria-hidden="true" />
        ) : (
          <List size={18} aria-hidden="true" />
        )}
      </ToolButton>
      <SortMenuButton orderBy={orderBy} orderDir={orderDir} onSortChange={onSortChange} />
      <ToolButton label={trans('Details')} pressed={detailsOpen} onPress={onDetailsToggle}>
        <PanelRight size={18} aria-hidden="true" />
      </ToolButton>
    </div>
  );
}
