import { driveApi, type FileEntry, fillPath } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import { useFormatBytes } from '@coffer/ui/Meter';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadUrl } from '../../components/actions';
import { iconCategory } from '../../components/EntryName';
import { ImagePreview } from './ImagePreview';
import * as styles from './preview.css';
import { TextPreview } from './TextPreview';

/** The streaming route (answers Range requests, so media seeks and text pages). */
export const streamUrl = (entry: FileEntry) => fillPath(driveApi.file.path, { id: entry.id });

export interface PreviewBodyProps {
  /** The file shown; its type picks the viewer. */
  entry: FileEntry;
  /**
   * Where its bytes stream from (an earlier version's route, say).
   * @default streamUrl(entry)
   */
  src?: string;
  /**
   * What the fallback's download link fetches (an earlier version's attachment, say).
   * @default downloadUrl([entry])
   */
  downloadHref?: string;
}

/** What the previewer shows for one entry, by its type; a download where it cannot show it. */
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
  if (!entry.permissions['files.download'] && entry.type !== 'image' && entry.type !== 'text') {
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
  href = downloadUrl([entry]),
}: {
  entry: FileEntry;
  reason: string;
  /** @default downloadUrl([entry]) */
  href?: string;
}) {
  const { trans } = useTrans();
  const formatBytes = useFormatBytes();
  return (
    <div className={styles.fallback}>
      <FileTypeIcon category={iconCategory(entry)} size="xl" />
      <p>{trans('{reason} ({size})', { reason, size: formatBytes(entry.file_size) })}</p>
      {entry.permissions['files.download'] && (
        <a className={styles.link} href={href} download>
          <Download size={16} aria-hidden="true" /> {trans('Download {name}', { name: entry.name })}
        </a>
      )}
    </div>
  );
}
