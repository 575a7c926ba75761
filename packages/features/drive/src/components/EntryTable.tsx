import type { DriveOrderBy, FileEntry } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import type { DragAndDropHooks } from '@coffer/ui/DragAndDrop';
import { useFormatBytes } from '@coffer/ui/Meter';
import {
  type Key,
  type Selection,
  type SortDescriptor,
  VirtualGrid,
  type VirtualGridColumn,
  type VirtualGridProps,
} from '@coffer/ui/VirtualGrid';
import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import { type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef } from 'react';
import * as styles from './drive.css';
import { EntryName } from './EntryName';
import { entrySize, MobileEntryName } from './MobileEntryName';

export interface EntryCollectionProps {
  entries: FileEntry[];
  /** The view's accessible name (the section or folder). */
  label: string;
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  /** Double-click or Enter on an entry. */
  onOpen: (entry: FileEntry) => void;
  hasMore: boolean;
  /** A page is on its way (the caller's guard; the view shows "Loading more…" while `hasMore`). */
  isLoadingMore: boolean;
  /** Asks for the next page; called again whenever the collection changes near its end. */
  onLoadMore: () => void;
  emptyState: ReactNode;
  height: number | string;
  dragAndDropHooks?: DragAndDropHooks;
}

export interface EntryTableProps extends EntryCollectionProps {
  orderBy: DriveOrderBy;
  orderDir: 'asc' | 'desc';
  onSortChange: (orderBy: DriveOrderBy, orderDir: 'asc' | 'desc') => void;
  /**
   * The phone's list: one row per entry with its whole name, size and date under it, and
   * `entryMenu`'s button, instead of the desktop columns.
   * @default false
   */
  isMobile?: boolean;
  /** The button opening an entry's actions (the phone's rows). */
  entryMenu?: (entry: FileEntry) => ReactNode;
}

const sortable: DriveOrderBy[] = ['name', 'updated_at', 'file_size'];

const entryKey = (entry: FileEntry) => entry.id;
const entryText = (entry: FileEntry) => entry.name;

/**
 * The list view: a virtualised grid (the kit's `VirtualGrid`) with sortable name, modified and
 * size columns, or on a phone the name column (two lines per entry) and a menu button per entry.
 */
export function EntryTable(props: EntryTableProps) {
  const { entries, onOpen, onLoadMore, orderBy, orderDir, onSortChange, entryMenu } = props;
  const isMobile = props.isMobile ?? false;
  const { formatDate, trans } = useTrans();
  const formatBytes = useFormatBytes();
  const latestMenu = useLatest(entryMenu);
  const { openKey, loadMore } = useEntryCallbacks(entries, onOpen, onLoadMore);
  const latestSort = useLatest(onSortChange);
  const sortChange = useMemo(
    () => (d: SortDescriptor) => {
      if (sortable.includes(d.column as DriveOrderBy)) {
        latestSort.current(d.column as DriveOrderBy, d.direction === 'ascending' ? 'asc' : 'desc');
      }
    },
    [latestSort],
  );
  // The columns stay the same objects between renders, so rows render only when their entry,
  // selection or focus changes.
  const columns = useMemo<VirtualGridColumn<FileEntry>[]>(
    () =>
      isMobile
        ? [
            {
              id: 'name',
              name: trans('Name'),
              isRowHeader: true,
              allowsSorting: true,
              render: (entry) => <MobileEntryName entry={entry} formatDate={formatDate} />,
            },
            {
              id: 'actions',
              name: <VisuallyHidden>{trans('Actions')}</VisuallyHidden>,
              width: 56,
              render: (entry) => latestMenu.current?.(entry),
            },
          ]
        : [
            {
              id: 'name',
              name: trans('Name'),
              isRowHeader: true,
              allowsSorting: true,
              render: (entry) => <EntryName entry={entry} />,
            },
            {
              id: 'updated_at',
              name: trans('Last modified'),
              allowsSorting: true,
              width: 200,
              render: (entry) => (
                <span className={styles.muted}>{formatDate(entry.updated_at)}</span>
              ),
            },
            {
              id: 'file_size',
              name: trans('Size'),
              allowsSorting: true,
              width: 120,
              render: (entry) => (
                <span className={styles.muted}>{entrySize(entry, formatBytes)}</span>
              ),
            },
          ],
    [isMobile, formatDate, formatBytes, trans, latestMenu],
  );
  return (
    <VirtualGrid
      {...entryGridProps(props, openKey, loadMore, trans('Loading more…'))}
      columns={columns}
      rowHeight={isMobile ? 64 : 44}
      sortDescriptor={{
        column: orderBy,
        direction: orderDir === 'asc' ? 'ascending' : 'descending',
      }}
      onSortChange={sortChange}
    />
  );
}

/**
 * What the list and the grid views give their `VirtualGrid` alike: the entries, the shared
 * selection, opening, paging, the empty state and dragging onto folders.
 */
export function entryGridProps(
  view: EntryCollectionProps,
  openKey: (key: Key) => void,
  loadMore: () => void,
  /** What shows while the next page loads ("Loading more…", translated). */
  loadingMoreText: string,
): VirtualGridProps<FileEntry> {
  return {
    'aria-label': view.label,
    items: view.entries,
    getKey: entryKey,
    getTextValue: entryText,
    height: view.height,
    selectionMode: 'multiple',
    selectionBehavior: 'replace',
    selectedKeys: view.selectedKeys,
    onSelectionChange: view.onSelectionChange,
    onAction: openKey,
    hasMore: view.hasMore,
    isLoadingMore: view.isLoadingMore,
    onLoadMore: loadMore,
    loadingMore: <span className={styles.muted}>{loadingMoreText}</span>,
    renderEmptyState: () => view.emptyState,
    dragAndDropHooks: view.dragAndDropHooks,
  };
}

/**
 * A collection's open and load-more callbacks, the same functions on every render (they read
 * the latest props through a ref): a render of the page that changes nothing the view shows
 * (a page starting to load, a toolbar or selection-bar update) then leaves the view alone.
 */
export function useEntryCallbacks(
  entries: FileEntry[],
  onOpen: (entry: FileEntry) => void,
  onLoadMore: () => void,
) {
  const latest = useLatest({ entries, onOpen, onLoadMore });
  return useMemo(
    () => ({
      /** Double-click or Enter on the entry with this key. */
      openKey: (key: Key) => {
        const entry = latest.current.entries.find((e) => String(e.id) === String(key));
        if (entry) latest.current.onOpen(entry);
      },
      loadMore: () => latest.current.onLoadMore(),
    }),
    [latest],
  );
}

/** A ref that always holds the latest `value` (for callbacks of memoised elements). */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
