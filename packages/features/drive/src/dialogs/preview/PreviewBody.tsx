import { driveApi, type FileEntry, fillPath } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { FileTypeIcon, fileCategory } from '@coffer/ui/FileTypeIcon';
import { useFormatBytes } from '@coffer/ui/Meter';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { ImagePreview } from './ImagePreview';
import * as styles from './preview.css';
import type { PreviewFile } from './preview-file';
import { TextPreview } from './TextPreview';

export type { PreviewFile } from './preview-file';

/** The drive's streaming route (answers Range requests, so media seeks and text pages). */
export const streamUrl = (entry: Pick<FileEntry, 'id'>) =>
  fillPath(driveApi.file.path, { id: entry.id });

export interface PreviewBodyProps {
  /** The file shown; its type picks the viewer. */
  entry: PreviewFile;
  /**
   * Where its bytes stream from (an earlier version's route, the admin's preview route).
   * @default streamUrl(entry)
   */
  src?: string;
  /**
   * What the fallback's download link fetches; null where the viewer may not download the
   * file: the server then sends renditions only (an image's thumbnail, a file's text), so
   * the other types show no viewer and no link.
   */
  downloadHref: string | null;
}

/** What the previewer shows for one file, by its type; a download where it cannot show it. */
export function PreviewBody({ entry, src = streamUrl(entry), downloadHref }: PreviewBodyProps) {
  const { trans } = useTrans();
  const [failed, setFailed] = useState(false);
  const fail = () => setFailed(true);
  if (failed) {
    return (
      <DownloadFallback
        entry={entry}
        href={downloadHref}
        reason={trans('This file cannot be shown in your browser.')}
      />
    );
  }
  // Without the download right (a view-only share) the server sends renditions only: an
  // image's thumbnail or a file's text; it refuses the original of anything else.
  if (downloadHref === null && entry.type !== 'image' && entry.type !== 'text') {
    return (
      <DownloadFallback
        entry={entry}
        href={downloadHref}
        reason={trans('No preview available for this file.')}
      />
    );
  }
  switch (entry.type) {
    case 'image':
      return <ImagePreview src={src} name={entry.name} onError={fail} />;
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: user files carry no caption track.
        <video
          className={styles.video}
          src={src}
          controls
          preload="metadata"
          aria-label={entry.name}
          onError={fail}
        />
      );
    case 'audio':
      return (
        <div className={styles.audioCard}>
          <FileTypeIcon category="audio" size="xl" />
          {/* biome-ignore lint/a11y/useMediaCaption: user files carry no caption track. */}
          <audio src={src} controls preload="metadata" aria-label={entry.name} onError={fail} />
        </div>
      );
    case 'pdf':
      // Chromium's PDF viewer refuses sandboxed frames; the route serves PDFs as PDFs
      // only (nosniff), so the frame cannot turn into a page of the app.
      return <iframe className={styles.frame} src={src} title={entry.name} />;
    case 'text':
      return <TextPreview entry={entry} src={src} onBinary={fail} />;
    default:
      return (
        <DownloadFallback
          entry={entry}
          href={downloadHref}
          reason={trans('No preview available for this file.')}
        />
      );
  }
}

/** The file's icon, why it is not shown, and a download link where the user may download. */
export function DownloadFallback({
  entry,
  reason,
  href,
}: {
  entry: PreviewFile;
  reason: string;
  /** What the download link fetches; null: no link. */
  href: string | null;
}) {
  const { trans } = useTrans();
  const formatBytes = useFormatBytes();
  return (
    <div className={styles.fallback}>
      <FileTypeIcon category={fileCategory(entry.mime, entry.extension)} size="xl" />
      <p>{trans('{reason} ({size})', { reason, size: formatBytes(entry.file_size) })}</p>
      {href && (
        <a className={styles.link} href={href} download>
          <Download size={16} aria-hidden="true" /> {trans('Download {name}', { name: entry.name })}
        </a>
      )}
    </div>
  );
}
