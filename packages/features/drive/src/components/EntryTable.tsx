import type { DriveOrderBy, FileEntry } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { formatBytes } from '@coffer/ui/Meter';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@coffer/ui/Table';
import type { ReactNode } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components/Table';
import { Collection, TableLoadMoreItem } from 'react-aria-components/Table';
import type { DragAndDropHooks } from 'react-aria-components/useDragAndDrop';
import * as styles from './drive.css';
import { EntryName } from './EntryName';

export interface EntryCollectionProps {
  entries: FileEntry[];
  /** The view's accessible name (the section or folder). */
  label: string;
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  /** Double-click or Enter on an entry. */
  onOpen: (entry: FileEntry) => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  emptyState: ReactNode;
  height: number | string;
  dragAndDropHooks?: DragAndDropHooks;
}

export interface EntryTableProps extends EntryCollectionProps {
  orderBy: DriveOrderBy;
  orderDir: 'asc' | 'desc';
  onSortChange: (orderBy: DriveOrderBy, orderDir: 'asc' | 'desc') => void;
}

const sortable: DriveOrderBy[] = ['name', 'updated_at', 'file_size'];

/** The list view: a virtualised table with sortable name, modified and size columns. */
export function EntryTable({
  entries,
  label,
  selectedKeys,
  onSelectionChange,
  onOpen,
  hasMore,
  isLoadingMore,
  onLoadMore,
  emptyState,
  height,
  dragAndDropHooks,
  orderBy,
  orderDir,
  onSortChange,
}: EntryTableProps) {
  const { formatDate } = useTrans();
  const byKey = (key: Key) => entries.find((e) => String(e.id) === String(key));
  const sortDescriptor: SortDescriptor = {
    column: orderBy,
    direction: orderDir === 'asc' ? 'ascending' : 'descending',
  };
  return (
    <Table
      aria-label={label}
      height={height}
      rowHeight={44}
      selectionMode="multiple"
      selectionBehavior="replace"
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      onRowAction={(key) => {
        const entry = byKey(key);
        if (entry) onOpen(entry);
      }}
      sortDescriptor={sortDescriptor}
      onSortChange={(d) => {
        if (sortable.includes(d.column as DriveOrderBy)) {
          onSortChange(d.column as DriveOrderBy, d.direction === 'ascending' ? 'asc' : 'desc');
        }
      }}
      dragAndDropHooks={dragAndDropHooks}
    >
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
      <TableBody renderEmptyState={() => emptyState}>
        <Collection items={entries}>
          {(entry) => (
            <Row id={entry.id} textValue={entry.name}>
              <Cell>
                <EntryName entry={entry} />
              </Cell>
              <Cell>
                <span className={styles.muted}>{formatDate(entry.updated_at)}</span>
              </Cell>
              <Cell>
                <span className={styles.muted}>
                  {entry.type === 'folder' && !entry.file_size ? '—' : formatBytes(entry.file_size)}
                </span>
              </Cell>
            </Row>
          )}
        </Collection>
        {hasMore && (
          <TableLoadMoreItem onLoadMore={onLoadMore} isLoading={isLoadingMore}>
            <span className={styles.muted}>Loading more…</span>
          </TableLoadMoreItem>
        )}
      </TableBody>
    </Table>
  );
}
