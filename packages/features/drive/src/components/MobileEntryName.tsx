import type { FileEntry } from '@coffer/contract';
import type { I18n } from '@coffer/core';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import { useFormatBytes } from '@coffer/ui/Meter';
import * as styles from './drive.css';
import { EntryMarks, EntryTags, iconCategory } from './EntryName';

/** An entry's size as the list shows it: a folder without a known size has none. */
export function entrySize(entry: FileEntry, formatBytes: (bytes: number) => string): string {
  return entry.type === 'folder' && !entry.file_size ? '—' : formatBytes(entry.file_size);
}

/**
 * A phone's row: the icon, the whole name (the row is the phone's width, not a column's) with
 * its marks, and the size and date on a second line, as the drive apps show them.
 */
export function MobileEntryName({
  entry,
  formatDate,
}: {
  entry: FileEntry;
  formatDate: I18n['formatDate'];
}) {
  const formatBytes = useFormatBytes();
  return (
    <span className={styles.nameCell}>
      <FileTypeIcon category={iconCategory(entry)} size="md" />
      <span className={styles.mobileLines}>
        <span className={styles.mobileNameLine}>
          <span className={styles.nameText}>{entry.name}</span>
          <EntryMarks entry={entry} />
          <EntryTags entry={entry} />
        </span>
        <span className={styles.muted}>
          {entry.type === 'folder' && !entry.file_size ? (
            formatDate(entry.updated_at)
          ) : (
            <>
              {entrySize(entry, formatBytes)}
              <span aria-hidden="true"> · </span>
              {formatDate(entry.updated_at)}
            </>
          )}
        </span>
      </span>
    </span>
  );
}
