import type { FileEntry } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import { formatBytes } from '@coffer/ui/Meter';
import * as styles from './drive.css';
import { iconCategory } from './EntryName';
import { WhoHasAccess } from './WhoHasAccess';

const typeLabel = (entry: FileEntry) =>
  entry.type === 'folder'
    ? 'Folder'
    : entry.extension
      ? `${entry.extension.toUpperCase()} file`
      : 'File';

export interface DetailsPanelProps {
  /** The selected entries. */
  selection: FileEntry[];
  /** Where they are ("All files" or the folder's name). */
  location: string;
  /** Opens the share dialog of the entry ('Manage access'); left out where sharing is not offered. */
  onManageAccess?: (entry: FileEntry) => void;
}

/** Details of the selected entry: type, size, location, owner, dates, who has access. */
export function DetailsPanel({ selection, location, onManageAccess }: DetailsPanelProps) {
  const { formatDate } = useTrans();
  const entry = selection.length === 1 ? selection[0] : undefined;
  const owner = entry?.users.find((u) => u.owns_entry);
  return (
    <aside className={styles.details} aria-label="Details">
      {!entry ? (
        <p className={styles.muted}>
          {selection.length > 1
            ? `${selection.length} items selected`
            : 'Select a file or folder to see its details.'}
        </p>
      ) : (
        <>
          <span className={styles.nameCell}>
            <FileTypeIcon category={iconCategory(entry)} size="lg" />
            <h2 className={styles.heading}>{entry.name}</h2>
          </span>
          <dl className={styles.detailsList}>
            <dt className={styles.detailsTerm}>Type</dt>
            <dd className={styles.detailsValue}>{typeLabel(entry)}</dd>
            <dt className={styles.detailsTerm}>Size</dt>
            <dd className={styles.detailsValue}>{formatBytes(entry.file_size)}</dd>
            <dt className={styles.detailsTerm}>Location</dt>
            <dd className={styles.detailsValue}>{location}</dd>
            <dt className={styles.detailsTerm}>Owner</dt>
            <dd className={styles.detailsValue}>{owner ? owner.name || owner.email : '—'}</dd>
            <dt className={styles.detailsTerm}>Modified</dt>
            <dd className={styles.detailsValue}>{formatDate(entry.updated_at)}</dd>
            <dt className={styles.detailsTerm}>Created</dt>
            <dd className={styles.detailsValue}>{formatDate(entry.created_at)}</dd>
          </dl>
          <WhoHasAccess entry={entry} onManage={onManageAccess} />
        </>
      )}
    </aside>
  );
}
