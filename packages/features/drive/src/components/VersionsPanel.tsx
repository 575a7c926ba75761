import type { FileEntry, FileVersion } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { ButtonGroup } from '@coffer/ui/ButtonGroup';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { openDialog } from '@coffer/ui/DialogOutlet';
import { useFormatBytes } from '@coffer/ui/Meter';
import { useId, useRef } from 'react';
import { useDeleteVersion, useFileVersions, useRestoreVersion, versionUrl } from '../api/versions';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { VersionPreview } from '../dialogs/VersionPreview';
import * as drive from './drive.css';
import * as styles from './versions.css';

export interface VersionsPanelProps {
  /** The file whose earlier versions are listed (the user may edit it). */
  entry: FileEntry;
}

/**
 * The earlier versions of a file, newest first: when and by whom each was uploaded, its size,
 * and its actions (preview, download, restore, delete after a confirmation).
 */
export function VersionsPanel({ entry }: VersionsPanelProps) {
  const { trans } = useTrans();
  const versions = useFileVersions(entry);
  const restore = useRestoreVersion();
  const remove = useDeleteVersion();
  const list = useRef<HTMLUListElement>(null);

  // The row whose button had focus goes (a restored version becomes the current content, a
  // deleted one is gone): focus stays in the panel instead of falling back to the page.
  const keepFocus = () => requestAnimationFrame(() => list.current?.focus());

  if (versions.isPending) {
    return <DelayedSpinner size="md" aria-label={trans('Loading versions')} />;
  }
  if (versions.isError) {
    return (
      <div className={styles.status} role="alert">
        <p className={drive.muted}>{trans('The versions could not be loaded.')}</p>
        <Button variant="outline" size="sm" onPress={() => versions.refetch()}>
          {trans('Try again')}
        </Button>
      </div>
    );
  }
  if (versions.data.length === 0) {
    return (
      <p className={drive.muted}>
        {trans(
          'No earlier versions. Uploading a file with the same name keeps the current one here.',
        )}
      </p>
    );
  }
  return (
    <ul ref={list} className={styles.list} aria-label={trans('Earlier versions')} tabIndex={-1}>
      {versions.data.map((version) => (
        <VersionRow
          key={version.id}
          entry={entry}
          version={version}
          isRestoring={restore.isPending && restore.variables?.version.id === version.id}
          isDeleting={remove.isPending && remove.variables?.version.id === version.id}
          onRestore={() => restore.mutate({ entry, version }, { onSuccess: keepFocus })}
          onDelete={() => remove.mutate({ entry, version }, { onSuccess: keepFocus })}
        />
      ))}
    </ul>
  );
}

interface VersionRowProps {
  entry: FileEntry;
  version: FileVersion;
  isRestoring: boolean;
  isDeleting: boolean;
  onRestore: () => void;
  onDelete: () => void;
}

/** One version: its date, uploader and size, then its actions (described by its date). */
function VersionRow({
  entry,
  version,
  isRestoring,
  isDeleting,
  onRestore,
  onDelete,
}: VersionRowProps) {
  const { trans, formatDate, dateStyle } = useTrans();
  const formatBytes = useFormatBytes();
  const dateId = useId();
  const when = formatDate(version.uploaded_at, { dateStyle, timeStyle: 'short' });
  const uploader = version.uploader
    ? version.uploader.name || version.uploader.email
    : trans('Unknown');

  const confirmDelete = async () => {
    const confirmed = await openDialog(ConfirmDialog, {
      title: trans('Delete version'),
      body: trans('The version of {date} will be deleted forever. This cannot be undone.', {
        date: when,
      }),
      confirmLabel: trans('Delete'),
    });
    if (confirmed) onDelete();
  };

  return (
    <li className={styles.version}>
      <span id={dateId} className={styles.when}>
        {when}
      </span>
      <span className={styles.meta}>
        <span>{trans('By {name}', { name: uploader })}</span>
        <span>{formatBytes(version.file_size)}</span>
      </span>
      {/* Every row has the same four actions: the group names them by the version's date. */}
      <ButtonGroup className={styles.actions} aria-labelledby={dateId}>
        <Button
          variant="text"
          size="sm"
          onPress={() => void openDialog(VersionPreview, { entry, version })}
        >
          {trans('Preview')}
        </Button>
        <a
          className={styles.downloadLink}
          href={versionUrl(entry.id, version.id, { download: true })}
          download
        >
          {trans('Download')}
        </a>
        <Button variant="text" size="sm" isPending={isRestoring} onPress={onRestore}>
          {trans('Restore')}
        </Button>
        <Button variant="text" size="sm" isPending={isDeleting} onPress={confirmDelete}>
          {trans('Delete')}
        </Button>
      </ButtonGroup>
    </li>
  );
}
