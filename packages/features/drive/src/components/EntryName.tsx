import type { FileEntry } from '@coffer/contract';
import { FileTypeIcon, fileCategory } from '@coffer/ui/FileTypeIcon';
import { Star } from 'lucide-react';
import * as styles from './drive.css';

/** The category a file's icon uses (folders have their own). */
export function iconCategory(entry: FileEntry) {
  return entry.type === 'folder' ? 'folder' : fileCategory(entry.mime, entry.extension);
}

/** Icon, name and (when starred) a star: the first cell of a row. */
export function EntryName({ entry }: { entry: FileEntry }) {
  return (
    <span className={styles.nameCell}>
      <FileTypeIcon category={iconCategory(entry)} size="sm" />
      <span className={styles.nameText}>{entry.name}</span>
      {entry.starred && (
        <Star size={14} className={styles.starIcon} aria-label="Starred" role="img" />
      )}
    </span>
  );
}
