import type { FileEntry } from '@coffer/contract';
import { type I18n, useTrans } from '@coffer/core';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import { useFormatBytes } from '@coffer/ui/Meter';
import { Tab, TabList, TabPanel, Tabs } from '@coffer/ui/Tabs';
import { lazy, Suspense } from 'react';
import * as styles from './drive.css';
import { iconCategory } from './EntryName';
import * as versions from './versions.css';
import { WhoHasAccess } from './WhoHasAccess';

// Loaded when the Versions tab first opens: the details panel's own chunk stays as it was.
const VersionsPanel = lazy(async () => ({
  default: (await import('./VersionsPanel')).VersionsPanel,
}));

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

/**
 * Details of the selected entry: type, size, location, owner, dates, who has access. A file
 * the user may edit also has a Versions tab (its earlier versions).
 */
export function DetailsPanel({ selection, location, onManageAccess }: DetailsPanelProps) {
  const { trans } = useTrans();
  const entry = selection.length === 1 ? selection[0] : undefined;
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
      ) : hasVersions(entry) ? (
        <>
          <EntryHeading entry={entry} />
          <Tabs className={versions.detailsTabs}>
            <TabList aria-label={trans('About this file')}>
              <Tab id="details">{trans('Details')}</Tab>
              <Tab id="versions">{trans('Versions')}</Tab>
            </TabList>
            <TabPanel id="details">
              <div className={versions.tabContent}>
                <EntryDetails entry={entry} location={location} onManageAccess={onManageAccess} />
              </div>
            </TabPanel>
            <TabPanel id="versions">
              <Suspense fallback={<DelayedSpinner size="md" />}>
                <VersionsPanel entry={entry} />
              </Suspense>
            </TabPanel>
          </Tabs>
        </>
      ) : (
        <>
          <EntryHeading entry={entry} />
          <EntryDetails entry={entry} location={location} onManageAccess={onManageAccess} />
        </>
      )}
    </aside>
  );
}

/** Versions are kept for live files, and shown to whoever may edit the file. */
const hasVersions = (entry: FileEntry) =>
  entry.type !== 'folder' && !entry.deleted_at && entry.permissions['files.update'];

/** The entry's icon and name, above the tabs when there are some. */
function EntryHeading({ entry }: { entry: FileEntry }) {
  return (
    <span className={styles.nameCell}>
      <FileTypeIcon category={iconCategory(entry)} size="lg" />
      <h2 className={styles.heading}>{entry.name}</h2>
    </span>
  );
}

/** What the panel showed before versions: the facts, then who has access. */
function EntryDetails({
  entry,
  location,
  onManageAccess,
}: { entry: FileEntry } & Omit<DetailsPanelProps, 'selection'>) {
  const { formatDate, trans } = useTrans();
  const formatBytes = useFormatBytes();
  const owner = entry.users.find((u) => u.owns_entry);
  return (
    <>
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
  );
}
