import { FileTrigger } from '@coffer/ui/FileTrigger';
import { IconButton } from '@coffer/ui/IconButton';
import { formatBytes } from '@coffer/ui/Meter';
import { ProgressBar } from '@coffer/ui/ProgressBar';
import { FolderSearch, Pause, Play, RotateCw, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { secondsLeft, type UploadItem, type UploadStore, uploadStore } from './upload-store';
import * as styles from './uploads.css';

function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60
    ? `${minutes}m ${seconds % 60}s`
    : `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

function statusLine(item: UploadItem): string {
  switch (item.status) {
    case 'queued':
      return 'Waiting';
    case 'paused':
      return `Paused · ${formatBytes(item.sent)} of ${formatBytes(item.size)}`;
    case 'offline':
      return `Waiting for the connection · ${formatBytes(item.sent)} of ${formatBytes(item.size)}`;
    case 'interrupted':
      return (
        item.error ??
        `Interrupted at ${item.size ? Math.floor((item.sent / item.size) * 100) : 0}% · choose the file again to resume`
      );
    case 'finishing':
      return 'Finishing';
    case 'done':
      return 'Uploaded';
    case 'cancelled':
      return 'Cancelled';
    case 'failed':
      return item.error ?? 'The upload failed. Please try again.';
    default: {
      const left = secondsLeft(item);
      const speed = item.speed > 0 ? ` · ${formatBytes(item.speed)}/s` : '';
      return `${formatBytes(item.sent)} of ${formatBytes(item.size)}${speed}${left !== null ? ` · ${formatDuration(left)} left` : ''}`;
    }
  }
}

export interface UploadPanelProps {
  /** @default uploadStore */
  store?: UploadStore;
}

/**
 * The upload queue: the batch's progress in the header, then per file its progress,
 * speed and time left, with pause, resume, cancel and retry.
 */
export function UploadPanel({ store = uploadStore }: UploadPanelProps) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (items.length === 0) return null;
  const active = items.filter((i) => i.status !== 'cancelled');
  const total = active.reduce((sum, i) => sum + i.size, 0);
  const sent = active.reduce((sum, i) => sum + (i.status === 'done' ? i.size : i.sent), 0);
  const done = items.filter((i) => i.status === 'done').length;
  const busy = items.some((i) =>
    ['queued', 'uploading', 'finishing', 'offline'].includes(i.status),
  );
  const waiting = items.some((i) => i.status === 'offline');
  const interrupted = items.filter((i) => i.status === 'interrupted').length;
  const title = busy
    ? waiting
      ? 'Waiting for the connection'
      : `Uploading ${items.length - done} of ${items.length} ${items.length === 1 ? 'item' : 'items'}`
    : interrupted > 0
      ? `${interrupted} ${interrupted === 1 ? 'upload' : 'uploads'} interrupted`
      : `${done} ${done === 1 ? 'upload' : 'uploads'} complete`;
  return (
    <section className={styles.panel} aria-label="Uploads">
      <header className={styles.header}>
        <h2 className={styles.title} aria-live="polite">
          {title}
        </h2>
        {!busy && (
          <IconButton
            aria-label="Close uploads"
            size="sm"
            variant="text"
            onPress={store.clearFinished}
          >
            <X size={16} aria-hidden="true" />
          </IconButton>
        )}
      </header>
      <ProgressBar
        aria-label="Total progress"
        value={total ? (sent / total) * 100 : 100}
        size="sm"
      />
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.row}>
            <div className={styles.rowText}>
              <span className={styles.name}>{item.name}</span>
              <span className={item.status === 'failed' ? styles.error : styles.muted}>
                {statusLine(item)}
              </span>
              {['uploading', 'paused', 'offline', 'interrupted'].includes(item.status) && (
                <ProgressBar
                  aria-label={`${item.name} progress`}
                  value={item.size ? (item.sent / item.size) * 100 : 0}
                  size="sm"
                />
              )}
            </div>
            <div className={styles.rowActions}>
              {item.status === 'uploading' && (
                <IconButton
                  aria-label={`Pause ${item.name}`}
                  size="sm"
                  variant="text"
                  onPress={() => store.pause(item.id)}
                >
                  <Pause size={16} aria-hidden="true" />
                </IconButton>
              )}
              {item.status === 'paused' && (
                <IconButton
                  aria-label={`Resume ${item.name}`}
                  size="sm"
                  variant="text"
                  onPress={() => store.resume(item.id)}
                >
                  <Play size={16} aria-hidden="true" />
                </IconButton>
              )}
              {item.status === 'failed' && (
                <IconButton
                  aria-label={`Retry ${item.name}`}
                  size="sm"
                  variant="text"
                  onPress={() => store.retry(item.id)}
                >
                  <RotateCw size={16} aria-hidden="true" />
                </IconButton>
              )}
              {item.status === 'interrupted' && (
                <FileTrigger
                  aria-label={`Resume ${item.name}`}
                  icon={<FolderSearch size={16} aria-hidden="true" />}
                  size="sm"
                  variant="text"
                  onSelect={([file]) => {
                    if (file) store.resumeWith(item.id, file);
                  }}
                />
              )}
              {['queued', 'uploading', 'paused', 'offline', 'interrupted'].includes(
                item.status,
              ) && (
                <IconButton
                  aria-label={`Cancel ${item.name}`}
                  size="sm"
                  variant="text"
                  onPress={() => store.cancel(item.id)}
                >
                  <X size={16} aria-hidden="true" />
                </IconButton>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
