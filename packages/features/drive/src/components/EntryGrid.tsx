import type { FileEntry } from '@coffer/contract';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import { ChunkedCollection, GridList, GridListItem } from '@coffer/ui/GridList';
import { useMemo } from 'react';
import type { Key } from 'react-aria-components/GridList';
import { GridListLoadMoreItem } from 'react-aria-components/GridList';
import { Text } from 'react-aria-components/Text';
import * as styles from './drive.css';
import { EntryMarks, iconCategory, markWords } from './EntryName';
import { type EntryCollectionProps, useLatest } from './EntryTable';

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
  const byKey = (key: Key) => entries.find((e) => String(e.id) === String(key));
  const loadMore = useLatest(onLoadMore);
  // As in the list: the tiles render only when the entries change (see EntryTable).
  const items = useMemo(
    () => (
      <>
        {/* Chunked: a new page renders its own tiles, not every tile loaded so far. */}
        <ChunkedCollection items={entries}>
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
                  <Text slot="description" className={styles.visuallyHidden}>
                    {markWords(entry).join(', ')}
                  </Text>
                )}
              </div>
            </GridListItem>
          )}
        </ChunkedCollection>
        {hasMore && (
          <GridListLoadMoreItem onLoadMore={() => loadMore.current()} isLoading>
            <span className={styles.muted}>Loading more…</span>
          </GridListLoadMoreItem>
        )}
      </>
    ),
    [entries, hasMore, loadMore],
  );
  return (
    <GridList
      aria-label={label}
      layout="grid"
      height={height}
      tileSize={168}
      selectionMode="multiple"
      selectionBehavior="replace"
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      onAction={(key) => {
        const entry = byKey(key);
        if (entry) onOpen(entry);
      }}
      renderEmptyState={() => emptyState}
      dragAndDropHooks={dragAndDropHooks}
    >
      {items}
    </GridList>
  );
}
