import { type I18n, useTrans } from '@coffer/core';
import { FileTrigger } from '@coffer/ui/FileTrigger';
import { IconButton } from '@coffer/ui/IconButton';
import { useFormatBytes } from '@coffer/ui/Meter';
import { ProgressBar } from '@coffer/ui/ProgressBar';
import { FolderSearch, Pause, Play, RotateCw, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { secondsLeft, type UploadItem, type UploadStore, uploadStore } from './upload-store';
import * as styles from './uploads.css';

/** A time left, short ("45s", "3m 20s", "1h 5m"). */
function formatDuration(seconds: number, trans: I18n['trans']): string {
  if (seconds < 60) return trans('{seconds}s', { seconds });
  const minutes = Math.floor(seconds / 60);
  return minutes < 60
    ? trans('{minutes}m {seconds}s', { minutes, seconds: seconds % 60 })
    : trans('{hours}h {minutes}m', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A file's state under its name; short facts are separated by " · ". */
function statusLine(
  item: UploadItem,
  trans: I18n['trans'],
  formatBytes: (bytes: number) => string,
): string {
  const progress = () =>
    trans('{sent} of {size}', { sent: formatBytes(item.sent), size: formatBytes(item.size) });
  switch (item.status) {
    case 'queued':
      return trans('Waiting');
    case 'paused':
      return [trans('Paused'), progress()].join(' · ');
    case 'offline':
      return [trans('Waiting for the connection'), progress()].join(' · ');
    case 'interrupted':
      return (
        item.error ??
        trans('Interrupted at {percent}% · choose the file again to resume', {
          percent: item.size ? Math.floor((item.sent / item.size) * 100) : 0,
        })
      );
    case 'finishing':
      return trans('Finishing');
    case 'done':
      return trans('Uploaded');
    case 'cancelled':
      return trans('Cancelled');
    case 'failed':
      return item.error ?? trans('The upload failed. Please try again.');
    default: {
      const left = secondsLeft(item);
      return [
        progress(),
        item.speed > 0 ? trans('{speed}/s', { speed: formatBytes(item.speed) }) : null,
        left !== null ? trans('{time} left', { time: formatDuration(left, trans) }) : null,
      ]
        .filter((fact) => fact !== null)
        .join(' · ');
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
  const { trans } = useTrans();
  const formatBytes = useFormatBytes();
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
      ? trans('Waiting for the connection')
      : trans(
          '{total, plural, one {Uploading {remaining} of # item} other {Uploading {remaining} of # items}}',
          { remaining: items.length - done, total: items.length },
        )
    : interrupted > 0
      ? trans('{count, plural, one {# upload interrupted} other {# uploads interrupted}}', {
          count: interrupted,
        })
      : trans('{count, plural, one {# upload complete} other {# uploads complete}}', {
          count: done,
        });
  return (
    <section className={styles.panel} aria-label={trans('Uploads')}>
      <header className={styles.header}>
        <h2 className={styles.title} aria-live="polite">
          {title}
        </h2>
        {!busy && (
          <IconButton
            aria-label={trans('Close uploads')}
            size="sm"
            variant="text"
            onPress={store.clearFinished}
          >
            <X size={16} aria-hidden="true" />
          </IconButton>
        )}
      </header>
      <ProgressBar
        aria-label={trans('Total progress')}
        value={total ? (sent / total) * 100 : 100}
        size="sm"
      />
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.row}>
            <div className={styles.rowText}>
              <span className={styles.name}>{item.name}</span>
              <span className={item.status === 'failed' ? styles.error : styles.muted}>
                {statusLine(item, trans, formatBytes)}
              </span>
              {['uploading', 'paused', 'offline', 'interrupted'].includes(item.status) && (
                <ProgressBar
                  aria-label={trans('{name} progress', { name: item.name })}
                  value={item.size ? (item.sent / item.size) * 100 : 0}
                  size="sm"
                />
              )}
            </div>
            <div className={styles.rowActions}>
              {item.status === 'uploading' && (
                <IconButton
                  aria-label={trans('Pause {name}', { name: item.name })}
                  size="sm"
                  variant="text"
                  onPress={() => store.pause(item.id)}
                >
                  <Pause size={16} aria-hidden="true" />
                </IconButton>
              )}
              {item.status === 'paused' && (
                <IconButton
                  aria-label={trans('Resume {name}', { name: item.name })}
                  size="sm"
                  variant="text"
                  onPress={() => store.resume(item.id)}
                >
                  <Play size={16} aria-hidden="true" />
                </IconButton>
              )}
              {item.status === 'failed' && (
                <IconButton
                  aria-label={trans('Retry {name}', { name: item.name })}
                  size="sm"
                  variant="text"
                  onPress={() => store.retry(item.id)}
                >
                  <RotateCw size={16} aria-hidden="true" />
                </IconButton>
              )}
              {item.status === 'interrupted' && (
                <FileTrigger
                  aria-label={trans('Resume {name}', { name: item.name })}
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
                  aria-label={trans('Cancel {name}', { name: item.name })}
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
