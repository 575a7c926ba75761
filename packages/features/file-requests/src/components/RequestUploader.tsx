import type { FileRequestPage } from '@coffer/contract';
import { type I18n, useCore, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import type { FileDropItem } from '@coffer/ui/DragAndDrop';
import { DropZone } from '@coffer/ui/DropZone';
import { FileTrigger } from '@coffer/ui/FileTrigger';
import { Heading } from '@coffer/ui/Heading';
import { useFormatBytes } from '@coffer/ui/Meter';
import { ProgressBar } from '@coffer/ui/ProgressBar';
import { Text } from '@coffer/ui/Text';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { setVisitorUploads } from '../api/file-requests';
import {
  createRequestUploads,
  type RequestUploadItem,
  type RequestUploads,
  TOO_LARGE,
} from '../uploads/request-uploads';
import * as styles from './file-requests.css';

export interface RequestUploaderProps {
  hash: string;
  page: FileRequestPage;
  /** Lets the visitor change their name or email. */
  onChangeVisitor: () => void;
  /** Pass a queue (stories, tests); by default the page makes its own. */
  queue?: RequestUploads;
}

function statusOf(
  item: RequestUploadItem,
  trans: I18n['trans'],
  formatBytes: (bytes: number) => string,
): string {
  switch (item.status) {
    case 'queued':
      return trans('Waiting');
    case 'finishing':
      return trans('Finishing');
    case 'done':
      return trans('Uploaded');
    case 'failed':
      // The size refusal is ours; any other reason is the server's, in the site's language.
      if (item.error === TOO_LARGE) return trans(TOO_LARGE);
      return item.error ?? trans('The upload failed. Please try again.');
    default:
      return trans('{sent} of {total}', {
        sent: formatBytes(item.sent),
        total: formatBytes(item.size),
      });
  }
}

/**
 * The visitor's upload area: pick or drop files (sent resumably, several at once), their
 * progress and refusals with a retry, then the list of what this visitor — and only this
 * visitor — has sent.
 */
export function RequestUploader({ hash, page, onChangeVisitor, queue }: RequestUploaderProps) {
  const { http, bootstrap } = useCore();
  const client = useQueryClient();
  const { trans, transRich, formatDate, dateStyle } = useTrans();
  const formatBytes = useFormatBytes();
  const [own] = useState(
    () =>
      queue ??
      createRequestUploads({
        hash,
        http,
        maxFileSize: page.max_file_size,
        chunkSize: () => bootstrap.get().settings.uploads.chunk_size,
        onUploaded: (uploads) => setVisitorUploads(client, hash, uploads),
      }),
  );
  const items = useSyncExternalStore(own.subscribe, own.getSnapshot, own.getSnapshot);
  const uploads = page.uploads ?? [];
  const busy = items.some((i) => ['queued', 'uploading', 'finishing'].includes(i.status));

  const dropped = async (dropItems: FileDropItem[]) => {
    own.add(await Promise.all(dropItems.map((item) => item.getFile())));
  };

  return (
    <>
      <Text as="p">
        {transRich('Sending as {name} ({email}).', {
          // Keyed: transRich gives it back in an array of parts.
          name: <strong key="name">{page.visitor?.name}</strong>,
          email: page.visitor?.email,
        })}{' '}
        <Button variant="text" size="sm" onPress={onChangeVisitor}>
          {trans('Not you?')}
        </Button>
      </Text>
      <div className={styles.uploadArea}>
        <DropZone
          label={trans('Drop files here to send them')}
          onDropFiles={(dropItems) =>
            void dropped(dropItems.filter((i): i is FileDropItem => i.kind === 'file'))
          }
        >
          <FileTrigger allowsMultiple onSelect={(files) => own.add(files)} variant="primary">
            {trans('Choose files')}
          </FileTrigger>
        </DropZone>
        {page.max_file_size !== null && (
          <Text size="sm" tone="muted">
            {trans('Up to {size} per file.', { size: formatBytes(page.max_file_size) })}
          </Text>
        )}
        {items.length > 0 && (
          <section aria-label={trans('Sending')}>
            <Text as="p" weight="medium" aria-live="polite">
              {busy
                ? trans('{count, plural, one {Sending # file…} other {Sending # files…}}', {
                    count: items.filter((i) => i.status !== 'done' && i.status !== 'failed').length,
                  })
                : trans('All done.')}
            </Text>
            <ul className={styles.fileList}>
              {items.map((item) => (
                <li key={item.id} className={styles.fileRow}>
                  <Text weight="medium">{item.name}</Text>
                  <Text size="sm" tone={item.status === 'failed' ? 'danger' : 'muted'}>
                    {statusOf(item, trans, formatBytes)}
                  </Text>
                  {item.status === 'uploading' && (
                    <ProgressBar
                      aria-label={trans('{name} progress', { name: item.name })}
                      value={item.size ? (item.sent / item.size) * 100 : 0}
                      size="sm"
                    />
                  )}
                  {item.status === 'failed' && (
                    <div>
                      <Button variant="text" size="sm" onPress={() => own.retry(item.id)}>
                        {trans('Try {name} again', { name: item.name })}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <Heading level={2}>{trans('Your uploads')}</Heading>
      {uploads.length === 0 ? (
        <Text as="p" tone="muted">
          {trans('Nothing sent yet. Only you can see the files you send here.')}
        </Text>
      ) : (
        <ul className={styles.fileList} aria-label={trans('Your uploads')}>
          {uploads.map((upload) => (
            <li key={upload.id} className={styles.fileRow}>
              <Text weight="medium">{upload.name}</Text>
              <Text size="sm" tone="muted">
                {[
                  formatBytes(upload.file_size),
                  trans('sent {date}', {
                    date: formatDate(upload.created_at, {
                      dateStyle,
                      timeStyle: 'short',
                    }),
                  }),
                  ...(upload.late ? [trans('after the deadline')] : []),
                ].join(' · ')}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
