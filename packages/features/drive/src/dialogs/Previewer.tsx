import type { FileEntry } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import type { OutletDialogProps } from '@coffer/ui/DialogOutlet';
import { FullScreenDialog } from '@coffer/ui/FullScreenDialog';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { downloadUrl } from '../components/actions';
import { PreviewBody } from './preview/PreviewBody';
import * as styles from './previewer.css';

export { PreviewBody, streamUrl } from './preview/PreviewBody';

export interface PreviewerProps {
  /** The entries of the folder, in view order (folders are skipped). */
  entries: FileEntry[];
  /** Index in `entries` of the file shown first. */
  index: number;
}

/** Where the arrow keys already mean something: fields, media controls, sliders. */
const OWNS_ARROWS = 'input, textarea, select, audio, video, [role="slider"], [contenteditable]';

/**
 * Full-screen previewer with previous/next through the folder's files (the buttons, or
 * the left and right arrow keys); Escape closes it.
 */
export function Previewer({ entries, index: start, close }: PreviewerProps & OutletDialogProps) {
  const { trans } = useTrans();
  const files = entries.filter((e) => e.type !== 'folder');
  const [index, setIndex] = useState(Math.max(0, files.indexOf(entries[start] as FileEntry)));
  const footer = useRef<HTMLDivElement>(null);
  const entry = files[index];
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

  if (!entry) return null;
  return (
    <FullScreenDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={entry.name}
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
          {entry.permissions['files.download'] && (
            <a className={styles.link} href={downloadUrl([entry])} download>
              <Download size={16} aria-hidden="true" /> {trans('Download')}
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
