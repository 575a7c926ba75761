import type { FileEntry } from '@coffer/contract';
import { type I18n, useTrans } from '@coffer/core';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import { useFormatBytes } from '@coffer/ui/Meter';
import * as styles from './drive.css';
import { iconCategory } from './EntryName';
import { WhoHasAccess } from './WhoHasAccess';

const typeLabel = (entry: FileEntry, trans: I18n['trans']) =>
  entry.type === 'folder'
    ? trans('Folder')
    : entry.extension
      ? trans('{extension} file', { extension: entry.extension.toUpperCase() })
      : trans('File');

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
  const { formatDate, trans } = useTrans();
  const formatBytes = useFormatBytes();
  const entry = selection.length === 1 ? selection[0] : undefined;
  const owner = entry?.users.find((u) => u.owns_entry);
  return (
    <aside className={styles.details} aria-label={trans('Details')}>
      {!entry ? (
        <p className={styles.muted}>
          {selection.length > 1
            ? trans('{count, plural, one {# item selected} other {# items selected}}', {
                count: selection.length,
              })
            : trans('Select a file or folder to see its details.')}
        </p>
      ) : (
        <>
          <span className={styles.nameCell}>
            <FileTypeIcon category={iconCategory(entry)} size="lg" />
            <h2 className={styles.heading}>{entry.name}</h2>
          </span>
          <dl className={styles.detailsList}>
            <dt className={styles.detailsTerm}>{trans('Type')}</dt>
            <dd className={styles.detailsValue}>{typeLabel(entry, trans)}</dd>
            <dt className={styles.detailsTerm}>{trans('Size')}</dt>
            <dd className={styles.detailsValue}>{formatBytes(entry.file_size)}</dd>
            <dt className={styles.detailsTerm}>{trans('Location')}</dt>
            <dd className={styles.detailsValue}>{location}</dd>
            <dt className={styles.detailsTerm}>{trans('Owner')}</dt>
            <dd className={styles.detailsValue}>{owner ? owner.name || owner.email : '—'}</dd>
            <dt className={styles.detailsTerm}>{trans('Modified')}</dt>
            <dd className={styles.detailsValue}>{formatDate(entry.updated_at)}</dd>
            <dt className={styles.detailsTerm}>{trans('Created')}</dt>
            <dd className={styles.detailsValue}>{formatDate(entry.created_at)}</dd>
          </dl>
          <WhoHasAccess entry={entry} onManage={onManageAccess} />
        </>
      )}
    </aside>
  );
}
