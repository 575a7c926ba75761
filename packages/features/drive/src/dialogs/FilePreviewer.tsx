import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { FullScreenDialog } from '@coffer/ui/FullScreenDialog';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PreviewBody, type PreviewFile } from './preview/PreviewBody';
import * as styles from './previewer.css';

export interface FilePreviewerProps<T extends PreviewFile> {
  /** The files to step through, in view order (folders are skipped). */
  files: T[];
  /** Index in `files` of the file shown first. */
  index: number;
  /** Where a file's bytes stream from (a route answering `Range` requests). */
  sourceOf: (file: T) => string;
  /**
   * What a file's download links fetch; null where the viewer may not download it (the
   * server then sends an image's thumbnail or a file's text only, and nothing else shows).
   */
  downloadOf: (file: T) => string | null;
  /** Closes the previewer (Escape, the close button). */
  close: () => void;
}

/** Where the arrow keys already mean something: fields, media controls, sliders. */
const OWNS_ARROWS = 'input, textarea, select, audio, video, [role="slider"], [contenteditable]';

/**
 * The drive's full-screen previewer over any list of files: images (zoom and pan), video,
 * audio, PDF and text, with previous/next through the list (the buttons, or the left and
 * right arrow keys); Escape closes it. The drive's own `Previewer` feeds it drive entries;
 * another screen (the admin's files) gives its own routes in `sourceOf` and `downloadOf`.
 */
export function FilePreviewer<T extends PreviewFile>({
  files: all,
  index: start,
  sourceOf,
  downloadOf,
  close,
}: FilePreviewerProps<T>) {
  const { trans } = useTrans();
  const files = all.filter((file) => file.type !== 'folder');
  const [index, setIndex] = useState(Math.max(0, files.indexOf(all[start] as T)));
  const footer = useRef<HTMLDivElement>(null);
  const file = files[index];
  const last = files.length - 1;

  const go = (next: number) => {
    const target = Math.min(last, Math.max(0, next));
    setIndex(target);
    // At either end its button is disabled: hand focus to the other one.
    const edge = target === 0 ? 'next' : target === last ? 'previous' : null;
    if (edge && footer.current?.contains(document.activeElement)) {
      requestAnimationFrame(() =>
        footer.current?.querySelector<HTMLElement>(`[data-nav="${edge}"]`)?.focus(),
      );
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if ((event.target as Element | null)?.closest?.(OWNS_ARROWS)) return;
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(files.length - 1, i + 1));
      else if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [files.length]);

  if (!file) return null;
  const download = downloadOf(file);
  return (
    <FullScreenDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={file.name}
      footer={
        <div ref={footer} className={styles.footer}>
          <Button
            variant="outline"
            data-nav="previous"
            isDisabled={index === 0}
            onPress={() => go(index - 1)}
            startIcon={<ChevronLeft size={16} aria-hidden="true" />}
          >
            {trans('Previous')}
          </Button>
          <span className={styles.counter} aria-live="polite">
            {trans('{position} of {total}', { position: index + 1, total: files.length })}
          </span>
          <Button
            variant="outline"
            data-nav="next"
            isDisabled={index === last}
            onPress={() => go(index + 1)}
            endIcon={<ChevronRight size={16} aria-hidden="true" />}
          >
            {trans('Next')}
          </Button>
          {download && (
            <a className={styles.link} href={download} download>
              <Download size={16} aria-hidden="true" /> {trans('Download')}
            </a>
          )}
        </div>
      }
    >
      <div className={styles.stage}>
        <PreviewBody key={file.id} entry={file} src={sourceOf(file)} downloadHref={download} />
      </div>
    </FullScreenDialog>
  );
}
