import type { FileEntry, Pagination } from '@coffer/contract';
import { Button } from '@coffer/ui/Button';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import { formatBytes } from '@coffer/ui/Meter';
import { Select, SelectItem } from '@coffer/ui/Select';
import { Text } from '@coffer/ui/Text';
import { linkFileUrl } from '../api/sharing';
import * as styles from './sharing.css';

const ORDERS = [
  { id: 'name:asc', name: 'Name (A to Z)' },
  { id: 'name:desc', name: 'Name (Z to A)' },
  { id: 'updated_at:desc', name: 'Last modified' },
  { id: 'file_size:desc', name: 'Largest first' },
] as const;

export interface LinkFolderProps {
  hash: string;
  children: Pagination<FileEntry>;
  canDownload: boolean;
  order: string;
  onOrder: (order: string) => void;
  onOpenFolder: (entry: FileEntry) => void;
  onPage: (page: number) => void;
}

/** One page of a shared folder's children: folders open in place, files download. */
export function LinkFolder({
  hash,
  children,
  canDownload,
  order,
  onOrder,
  onOpenFolder,
  onPage,
}: LinkFolderProps) {
  return (
    <>
      <Select
        label="Sort by"
        items={ORDERS}
        selectedKey={order}
        onSelectionChange={(key) => onOrder(String(key))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {children.data.length === 0 ? (
        <Text tone="muted">This folder is empty.</Text>
      ) : (
        <ul className={styles.people} aria-label="Folder contents">
          {children.data.map((entry) => (
            <li key={entry.id} className={styles.row}>
              <FileTypeIcon category={entry.type} />
              <span className={styles.grow}>
                {entry.type === 'folder' ? (
                  <Button variant="text" onPress={() => onOpenFolder(entry)}>
                    {entry.name}
                  </Button>
                ) : (
                  <Text truncate>{entry.name}</Text>
                )}
              </span>
              <Text size="sm" tone="muted">
                {formatBytes(entry.file_size)}
              </Text>
              {canDownload && (
                <a
                  className={styles.childLink}
                  href={linkFileUrl(hash, 'download', entry.id)}
                  aria-label={`Download ${entry.name}`}
                >
                  Download
                </a>
              )}
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
            Previous
          </Button>
          <Text size="sm">
            Page {children.current_page} of {children.last_page}
          </Text>
          <Button
            variant="outline"
            isDisabled={children.current_page >= children.last_page}
            onPress={() => onPage(children.current_page + 1)}
          >
            Next
          </Button>
        </div>
      )}
    </>
  );
}
