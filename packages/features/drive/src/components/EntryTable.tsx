import type { DriveOrderBy, FileEntry } from '@coffer/contract';
import { type I18n, useTrans } from '@coffer/core';
import type { DragAndDropHooks } from '@coffer/ui/DragAndDrop';
import {
  Cell,
  ChunkedCollection,
  Column,
  type Key,
  Row,
  type Selection,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
  TableLoadMoreItem,
} from '@coffer/ui/Table';
import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import * as styles from './drive.css';
import { EntryName } from './EntryName';
import { type LiveItems, useLiveItems, useLiveItemsValue } from './live-items';
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

/**
 * The list view: a virtualised table with sortable name, modified and size columns, or on a
 * phone the name column (two lines per entry) and a menu button per entry.
 */
export function EntryTable({
  entries,
  label,
  selectedKeys,
  onSelectionChange,
  onOpen,
  hasMore,
  onLoadMore,
  emptyState,
  height,
  dragAndDropHooks,
  orderBy,
  orderDir,
  onSortChange,
  isMobile = false,
  entryMenu,
}: EntryTableProps) {
  const { formatDate } = useTrans();
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
  // React Aria rebuilds its whole collection (every row loaded) whenever an element of it
  // renders again, so the header and the body are elements that stay the same on a
  // selection or when a page starts loading (the sentinel shows "Loading more…" as long as
  // there is more, and asks for the next page as soon as it is in view); new entries reach
  // the rows through the live store, without a new body.
  const header = useMemo(
    () =>
      isMobile ? (
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            Name
          </Column>
          <Column id="actions" width={56}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Column>
        </TableHeader>
      ) : (
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            Name
          </Column>
          <Column id="updated_at" allowsSorting width={200}>
            Last modified
          </Column>
          <Column id="file_size" allowsSorting width={120}>
            Size
          </Column>
        </TableHeader>
      ),
    [isMobile],
  );
  const empty = entries.length === 0 ? emptyState : null;
  const liveEntries = useLiveItems(entries);
  const liveHasMore = useLiveItems(hasMore);
  const body = useMemo(
    () => (
      <TableBody renderEmptyState={() => empty}>
        {isMobile ? (
          <MobileEntryRows entries={liveEntries} formatDate={formatDate} menu={latestMenu} />
        ) : (
          <EntryRows entries={liveEntries} formatDate={formatDate} />
        )}
        <LoadMore as={TableLoadMoreItem} hasMore={liveHasMore} onLoadMore={loadMore} />
      </TableBody>
    ),
    [liveEntries, liveHasMore, formatDate, empty, loadMore, isMobile, latestMenu],
  );
  // Every render of the table renders each row in view again (React Aria's row and cell
  // hooks read the table's state): only what the table shows makes a new element.
  return useMemo(
    () => (
      <Table
        aria-label={label}
        height={height}
        rowHeight={isMobile ? 64 : 44}
        selectionMode="multiple"
        selectionBehavior="replace"
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        onRowAction={openKey}
        sortDescriptor={{
          column: orderBy,
          direction: orderDir === 'asc' ? 'ascending' : 'descending',
        }}
        onSortChange={sortChange}
        dragAndDropHooks={dragAndDropHooks}
      >
        {header}
        {body}
      </Table>
    ),
    [
      label,
      height,
      isMobile,
      selectedKeys,
      onSelectionChange,
      openKey,
      sortChange,
      orderBy,
      orderDir,
      dragAndDropHooks,
      header,
      body,
    ],
  );
}

/**
 * The rows, from the live entries: a page appended renders them (its own chunk of them, see
 * `ChunkedCollection`) without rendering the table.
 */
function EntryRows({
  entries,
  formatDate,
}: {
  entries: LiveItems<FileEntry[]>;
  formatDate: I18n['formatDate'];
}) {
  return (
    <ChunkedCollection items={useLiveItemsValue(entries)} dependencies={[formatDate]}>
      {(entry) => (
        <Row id={entry.id} textValue={entry.name}>
          <Cell>
            <EntryName entry={entry} />
          </Cell>
          <Cell>
            <span className={styles.muted}>{formatDate(entry.updated_at)}</span>
          </Cell>
          <Cell>
            <span className={styles.muted}>{entrySize(entry)}</span>
          </Cell>
        </Row>
      )}
    </ChunkedCollection>
  );
}

/** The phone's rows: two lines per entry and its menu button (`menu` read when a row renders). */
function MobileEntryRows({
  entries,
  formatDate,
  menu,
}: {
  entries: LiveItems<FileEntry[]>;
  formatDate: I18n['formatDate'];
  menu: RefObject<((entry: FileEntry) => ReactNode) | undefined>;
}) {
  return (
    <ChunkedCollection items={useLiveItemsValue(entries)} dependencies={[formatDate]}>
      {(entry) => (
        <Row id={entry.id} textValue={entry.name}>
          <Cell>
            <MobileEntryName entry={entry} formatDate={formatDate} />
          </Cell>
          <Cell>{menu.current?.(entry)}</Cell>
        </Row>
      )}
    </ChunkedCollection>
  );
}

/**
 * The load-more sentinel, always in the collection: "Loading more…" while there is more. The
 * last page turns it off here instead of removing it from the collection, which would render
 * the table's body (or the grid's items) again, and with it React Aria's walk of every entry
 * loaded: one long task at the end of a 10,000-entry folder. Asking for more when there is
 * none is skipped by the caller.
 */
export function LoadMore({
  as: Sentinel,
  hasMore,
  onLoadMore,
}: {
  /** The kit's load-more item for the collection (`TableLoadMoreItem`, `GridListLoadMoreItem`). */
  as: ComponentType<{ onLoadMore: () => void; isLoading: boolean; children: ReactNode }>;
  hasMore: LiveItems<boolean>;
  onLoadMore: () => void;
}) {
  return (
    <Sentinel onLoadMore={onLoadMore} isLoading={useLiveItemsValue(hasMore)}>
      <span className={styles.muted}>Loading more…</span>
    </Sentinel>
  );
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
