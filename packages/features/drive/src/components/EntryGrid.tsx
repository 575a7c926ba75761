import { driveApi, type FileEntry, fillPath } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import { VirtualGrid } from '@coffer/ui/VirtualGrid';
import { useMemo } from 'react';
import * as styles from './drive.css';
import { EntryMarks, EntryTags, iconCategory, markWords, tagLabel } from './EntryName';
import { type EntryCollectionProps, entryGridProps, useEntryCallbacks } from './EntryTable';

/** A thumbnail when the server made one (images, lazily loaded), else the type icon. */
function Preview({ entry }: { entry: FileEntry }) {
  if (entry.thumbnail) {
    return (
      <img
        className={styles.thumb}
        src={`${fillPath(driveApi.file.path, { id: entry.id })}?thumbnail=true`}
        alt=""
        loading="lazy"
      />
    );
  }
  return <FileTypeIcon category={iconCategory(entry)} size="xl" />;
}

/** A tile: the preview, then the name and its marks, and its tags (named by the description). */
function renderTile(entry: FileEntry) {
  return (
    <div className={styles.tile}>
      <Preview entry={entry} />
      <span className={styles.tileName}>
        <span className={styles.nameText}>{entry.name}</span>
        <EntryMarks entry={entry} decorative />
      </span>
      <EntryTags entry={entry} decorative />
    </div>
  );
}

/** The grid view: tiles with thumbnails, the same selection model as the list. */
export function EntryGrid(props: EntryCollectionProps) {
  const { trans, locale } = useTrans();
  const { openKey, loadMore } = useEntryCallbacks(props.entries, props.onOpen, props.onLoadMore);
  // A tile is named by its text value; the description adds the marks and tags to it.
  const entryMarks = useMemo(() => {
    const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    return (entry: FileEntry) => {
      const words = markWords(entry).map((word) => trans(word));
      if (entry.tags.length > 0) {
        words.push(trans('Tagged {tags}', { tags: list.format(entry.tags.map(tagLabel)) }));
      }
      return list.format(words) || undefined;
    };
  }, [trans, locale]);
  return (
    <VirtualGrid
      {...entryGridProps(props, openKey, loadMore, trans('Loading more…'))}
      layout="tiles"
      getDescription={entryMarks}
      renderTile={renderTile}
      tileSize={168}
    />
  );
}
