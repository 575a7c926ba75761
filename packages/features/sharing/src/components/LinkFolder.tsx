import type { FileEntry, Pagination } from '@coffer/contract';
import { defineMessage, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import { useFormatBytes } from '@coffer/ui/Meter';
import { NativeSelect } from '@coffer/ui/NativeSelect';
import { Text } from '@coffer/ui/Text';
import { Grid2x2, List } from 'lucide-react';
import { linkFileUrl, linkThumbnailUrl } from '../api/sharing';
import * as styles from './sharing.css';

const ORDERS = [
  { id: 'name:asc', name: defineMessage('Name (A to Z)') },
  { id: 'name:desc', name: defineMessage('Name (Z to A)') },
  { id: 'updated_at:desc', name: defineMessage('Last modified') },
  { id: 'file_size:desc', name: defineMessage('Largest first') },
] as const;

export type LinkFolderView = 'list' | 'grid';

export interface LinkFolderProps {
  hash: string;
  children: Pagination<FileEntry>;
  canDownload: boolean;
  /** Rows with sizes, or a grid of tiles. @default 'list' */
  view?: LinkFolderView;
  onView?: (view: LinkFolderView) => void;
  order: string;
  onOrder: (order: string) => void;
  onOpenFolder: (entry: FileEntry) => void;
  onPage: (page: number) => void;
}

/**
 * One page of a shared folder's children, as a list or a grid: folders open in place, files
 * download (when the link allows it). A guest page with a tight first-load budget (ADR 0007):
 * the sort is the kit's `NativeSelect` and the view switch a labelled button, so the page
 * loads none of the overlay code a `Select` or a tooltip brings.
 */
export function LinkFolder({
  hash,
  children,
  canDownload,
  view = 'list',
  onView,
  order,
  onOrder,
  onOpenFolder,
  onPage,
}: LinkFolderProps) {
  const { trans } = useTrans();
  const formatBytes = useFormatBytes();
  const orders = ORDERS.map((o) => ({ id: o.id, name: trans(o.name) }));
  const next: LinkFolderView = view === 'list' ? 'grid' : 'list';
  const nextLabel = next === 'grid' ? trans('Grid view') : trans('List view');
  const name = (entry: FileEntry) =>
    entry.type === 'folder' ? (
      <Button variant="text" onPress={() => onOpenFolder(entry)}>
        {entry.name}
      </Button>
    ) : (
      <Text truncate>{entry.name}</Text>
    );
  const download = (entry: FileEntry) =>
    canDownload && (
      <a
        className={styles.childLink}
        href={linkFileUrl(hash, 'download', entry.id)}
        aria-label={trans('Download {name}', { name: entry.name })}
      >
        {trans('Download')}
      </a>
    );
  return (
    <>
      <div className={styles.folderBar}>
        <NativeSelect label={trans('Sort by')} options={orders} value={order} onChange={onOrder} />
        {onView && (
          <Button variant="text" onPress={() => onView(next)}>
            {next === 'grid' ? (
              <Grid2x2 size={18} aria-hidden="true" />
            ) : (
              <List size={18} aria-hidden="true" />
            )}
            {nextLabel}
          </Button>
        )}
      </div>
      {children.data.length === 0 ? (
        <Text tone="muted">{trans('This folder is empty.')}</Text>
      ) : view === 'grid' ? (
        <ul className={styles.tiles} aria-label={trans('Folder contents')} data-view="grid">
          {children.data.map((entry) => (
            <li key={entry.id} className={styles.tile}>
              {entry.thumbnail ? (
                <img
                  className={styles.tileThumb}
                  src={linkThumbnailUrl(hash, entry.id)}
                  alt=""
                  loading="lazy"
                />
              ) : (
                <FileTypeIcon category={entry.type} size="xl" />
              )}
              {name(entry)}
              <Text size="sm" tone="muted">
                {formatBytes(entry.file_size)}
              </Text>
              {download(entry)}
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.people} aria-label={trans('Folder contents')} data-view="list">
          {children.data.map((entry) => (
            <li key={entry.id} className={styles.row}>
              <FileTypeIcon category={entry.type} />
              <span className={styles.grow}>{name(entry)}</span>
              <Text size="sm" tone="muted">
                {formatBytes(entry.file_size)}
              </Text>
              {download(entry)}
            </li>
          ))}
        </ul>
      )}
      {children.last_page > 1 && (
        <div className={styles.row}>
          <Button
            variant="outline"
            isDisabled={children.current_page <= 1}
            onPress={() => onPage(children.current_page - 1)}
          >
            {trans('Previous')}
          </Button>
          <Text size="sm">
            {trans('Page {page} of {pages}', {
              page: children.current_page,
              pages: children.last_page,
            })}
          </Text>
          <Button
            variant="outline"
            isDisabled={children.current_page >= children.last_page}
            onPress={() => onPage(children.current_page + 1)}
          >
            {trans('Next')}
          </Button>
        </div>
      )}
    </>
  );
}
