import type { FileEntry } from '@coffer/contract';
import { Button } from '@coffer/ui/Button';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { FileTypeIcon } from '@coffer/ui/FileTypeIcon';
import { FullScreenDialog } from '@coffer/ui/FullScreenDialog';
import { formatBytes } from '@coffer/ui/Meter';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { downloadUrl } from '../components/actions';
import { iconCategory } from '../components/EntryName';
import * as styles from './previewer.css';

/** The streaming route (answers Range requests, so media seeks). */
export const streamUrl = (entry: FileEntry) => `/api/v1/file-entries/${entry.id}`;
const TEXT_PREVIEW_BYTES = 64 * 1024;

function TextPreview({ entry }: { entry: FileEntry }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(streamUrl(entry), {
      credentials: 'include',
      headers: { Range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` },
      signal: controller.signal,
    })
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then(setText)
      .catch(() => setText(null));
    return () => controller.abort();
  }, [entry]);
  return text === null ? null : <pre className={styles.text}>{text}</pre>;
}

/** What the previewer shows for one entry, by its type. */
export function PreviewBody({ entry }: { entry: FileEntry }) {
  const src = streamUrl(entry);
  switch (entry.type) {
    case 'image':
      return <img className={styles.media} src={src} alt={entry.name} />;
    case 'video':
      // biome-ignore lint/a11y/useMediaCaption: user files carry no caption track.
      return <video className={styles.media} src={src} controls preload="metadata" />;
    case 'audio':
      // biome-ignore lint/a11y/useMediaCaption: user files carry no caption track.
      return <audio src={src} controls preload="metadata" />;
    case 'pdf':
      return <iframe className={styles.frame} src={src} title={entry.name} sandbox="" />;
    case 'text':
      return <TextPreview entry={entry} />;
    default:
      return (
        <div className={styles.fallback}>
          <FileTypeIcon category={iconCategory(entry)} size="xl" />
          <p>No preview available for this file ({formatBytes(entry.file_size)}).</p>
          <a className={styles.link} href={downloadUrl([entry])} download>
            Download
          </a>
        </div>
      );
  }
}

export interface PreviewerProps {
  /** The files of the folder, in view order. */
  entries: FileEntry[];
  /** Index of the file shown first. */
  index: number;
}

/** Full-screen previewer with previous/next through the folder's files (arrow keys too). */
export function Previewer({ entries, index: start, close }: PreviewerProps & OutletDialogProps) {
  const files = entries.filter((e) => e.type !== 'folder');
  const [index, setIndex] = useState(Math.max(0, files.indexOf(entries[start] as FileEntry)));
  const entry = files[index];
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(files.length - 1, i + 1));
      if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [files.length]);
  if (!entry) return null;
  return (
    <FullScreenDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={entry.name}
      footer={
        <div className={styles.footer}>
          <Button
            variant="outline"
            isDisabled={index === 0}
            onPress={() => setIndex(index - 1)}
            startIcon={<ChevronLeft size={16} aria-hidden="true" />}
          >
            Previous
          </Button>
          <span className={styles.counter}>
            {index + 1} of {files.length}
          </span>
          <Button
            variant="outline"
            isDisabled={index === files.length - 1}
            onPress={() => setIndex(index + 1)}
            startIcon={<ChevronRight size={16} aria-hidden="true" />}
          >
            Next
          </Button>
          {entry.permissions['files.download'] && (
            <a className={styles.link} href={downloadUrl([entry])} download>
              <Download size={16} aria-hidden="true" /> Download
            </a>
          )}
        </div>
      }
    >
      <div className={styles.stage}>
        <PreviewBody key={entry.id} entry={entry} />
      </div>
    </FullScreenDialog>
  );
}
