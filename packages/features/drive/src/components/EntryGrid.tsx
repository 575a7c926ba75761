import type { FileEntry } from '@coffer/contract';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import {
  ChunkedCollection,
  GridList,
  GridListItem,
  GridListLoadMoreItem,
} from '@coffer/ui/GridList';
import { SlotText } from '@coffer/ui/SlotText';
import { useMemo } from 'react';
import * as styles from './drive.css';
import { EntryMarks, iconCategory, markWords } from './EntryName';
import { type EntryCollectionProps, LoadMore, useEntryCallbacks } from './EntryTable';
import { type LiveItems, useLiveItems, useLiveItemsValue } from './live-items';

/** A thumbnail when the server made one (images, lazily loaded), else the type icon. */
function Preview({ entry }: { entry: FileEntry }) {
  if (entry.thumbnail) {
    return (
      <img
        className={styles.thumb}
        src={`/api/v1/file-entries/${entry.id}?thumbnail=true`}
        alt=""
        loading="lazy"
      />
    );
  }
  return <FileTypeIcon category={iconCategory(entry)} size="xl" />;
}

/** The grid view: tiles with thumbnails, the same selection model as the list. */
export function EntryGrid({
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
}: EntryCollectionProps) {
  const { openKey, loadMore } = useEntryCallbacks(entries, onOpen, onLoadMore);
  const liveEntries = useLiveItems(entries);
  const liveHasMore = useLiveItems(hasMore);
  const empty = entries.length === 0 ? emptyState : null;
  // As in the list (see EntryTable): the grid renders only when what it shows changes, and a
  // new page (or the last one) reaches the tiles and the sentinel through live stores.
  const items = useMemo(
    () => (
      <>
        <EntryTiles entries={liveEntries} />
        <LoadMore as={GridListLoadMoreItem} hasMore={liveHasMore} onLoadMore={loadMore} />
      </>
    ),
    [liveEntries, liveHasMore, loadMore],
  );
  return useMemo(
    () => (
      <GridList
        aria-label={label}
        layout="grid"
        height={height}
        tileSize={168}
        selectionMode="multiple"
        selectionBehavior="replace"
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        onAction={openKey}
        renderEmptyState={() => empty}
        dragAndDropHooks={dragAndDropHooks}
      >
        {items}
      </GridList>
    ),
    [label, height, selectedKeys, onSelectionChange, openKey, empty, dragAndDropHooks, items],
  );
}

/** The tiles, from the live entries (chunked: a new page renders its own tiles). */
function EntryTiles({ entries }: { entries: LiveItems<FileEntry[]> }) {
  return (
    <ChunkedCollection items={useLiveItemsValue(entries)}>
      {(entry) => (
        <GridListItem id={entry.id} textValue={entry.name}>
          <div className={styles.tile}>
            <Preview entry={entry} />
            <span className={styles.tileName}>
              <span className={styles.nameText}>{entry.name}</span>
              <EntryMarks entry={entry} decorative />
            </span>
            {/* A tile is named by its text value; the description adds the marks to it. */}
            {markWords(entry).length > 0 && (
              <SlotText slot="description" className={styles.visuallyHidden}>
                {markWords(entry).join(', ')}
              </SlotText>
            )}
          </div>
        </GridListItem>
      )}
    </ChunkedCollection>
  );
}
