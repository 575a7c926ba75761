import type { FileEntry } from '@coffer/contract';
import { FileTypeIcon, fileCategory } from '@coffer/ui/FileTypeIcon';
import { VisuallyHidden } from '@coffer/ui/VisuallyHidden';
import { Link2, Star, Users } from 'lucide-react';
import * as styles from './drive.css';
import { isSharedWithPeople } from './sharing-status';

/** The category a file's icon uses: folders shared with people get the shared-folder icon. */
export function iconCategory(entry: Pick<FileEntry, 'type' | 'mime' | 'extension' | 'users'>) {
  if (entry.type === 'folder') return isSharedWithPeople(entry) ? 'sharedFolder' : 'folder';
  return fileCategory(entry.mime, entry.extension);
}

/**
 * Star, shared and link marks after an entry's name. Each is named for screen readers
 * (a shared folder's icon already shows it, so its mark is text only).
 */
export function EntryMarks({ entry }: { entry: FileEntry }) {
  const shared = isSharedWithPeople(entry);
  return (
    <>
      {entry.starred && (
        <Star size={14} className={styles.markIcon} aria-label="Starred" role="img" />
      )}
      {shared &&
        (entry.type === 'folder' ? (
          <VisuallyHidden>Shared</VisuallyHidden>
        ) : (
          <Users size={14} className={styles.markIcon} aria-label="Shared" role="img" />
        ))}
      {entry.has_link && (
        <Link2 size={14} className={styles.markIcon} aria-label="Public link" role="img" />
      )}
    </>
  );
}

/** Icon, name and its marks (starred, shared, public link): the first cell of a row. */
export function EntryName({ entry }: { entry: FileEntry }) {
  return (
    <span className={styles.nameCell}>
      <FileTypeIcon category={iconCategory(entry)} size="sm" />
      <span className={styles.nameText}>{entry.name}</span>
      <EntryMarks entry={entry} />
    </span>
  );
}
