import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { DelayedSpinner } from '@coffer/ui/DelayedSpinner';
import { useFormatBytes } from '@coffer/ui/Meter';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Highlighter, languageOf, loadHighlighter } from './highlight';
import * as styles from './preview.css';
import type { PreviewFile } from './preview-file';
import { createTextReader, type TextPage, TextReadError } from './text-pages';

export interface TextPreviewProps {
  entry: PreviewFile;
  /** Where the bytes stream from (answers Range requests). */
  src: string;
  /** The file turned out to be binary. */
  onBinary?: () => void;
}

/**
 * A text or code file, highlighted by its extension, read a page at a time: a large file
 * shows its first page and a "Load more" button for the next.
 */
export function TextPreview({ entry, src, onBinary }: TextPreviewProps) {
  const { trans } = useTrans();
  const formatBytes = useFormatBytes();
  const reader = useMemo(() => createTextReader(src, { size: entry.file_size }), [src, entry]);
  const [pages, setPages] = useState<TextPage[]>([]);
  const [loading, setLoading] = useState(true);
  // Why the last page failed: the server's status, or none (the network).
  const [error, setError] = useState<{ status?: number } | null>(null);
  const highlighter = useHighlighter(languageOf(entry.extension));
  const pending = useRef<AbortController | null>(null);
  const code = useRef<HTMLPreElement>(null);

  const load = async () => {
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    try {
      const page = await reader.next(controller.signal);
      if (page.binary) return onBinary?.();
      setPages((all) => [...all, page]);
      setError(null);
    } catch (err) {
      if (!controller.signal.aborted) {
        setError({ status: err instanceof TextReadError ? err.status : undefined });
      }
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page, once per file.
  useEffect(() => {
    void load();
    return () => pending.current?.abort();
  }, [reader]);

  const last = pages.at(-1);
  const done = last?.done ?? false;
  // The last "Load more" takes its button away: keep the keyboard in the text.
  useEffect(() => {
    if (done && pages.length > 1) code.current?.focus({ preventScroll: true });
  }, [done, pages.length]);
  const errorText =
    error &&
    (error.status
      ? trans('The file could not be read ({status}).', { status: error.status })
      : trans('The file could not be read.'));
  if (errorText && pages.length === 0) return <p role="alert">{errorText}</p>;
  if (!last) return <DelayedSpinner aria-label={trans('Loading file')} />;
  return (
    <div className={styles.column}>
      {/* biome-ignore lint/a11y/useSemanticElements: the text must stay preformatted. */}
      <pre
        ref={code}
        className={styles.code}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long file scrolls by keyboard too.
        tabIndex={0}
        role="region"
        aria-label={trans('Contents of {name}', { name: entry.name })}
      >
        <code>
          {pages.map((page, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pages only ever append.
            <TextChunk key={index} text={page.text} highlighter={highlighter} />
          ))}
        </code>
      </pre>
      {!done && (
        <div className={styles.pager}>
          <span aria-live="polite">
            {loading
              ? trans('Loading…')
              : trans('Showing {loaded} of {total}', {
                  loaded: formatBytes(last.loaded),
                  total: formatBytes(last.total),
                })}
          </span>
          {errorText && <span role="alert">{errorText}</span>}
          {/* Not `isPending`: its announcement would outlive the button, gone after the last page. */}
          <Button variant="outline" size="sm" onPress={() => !loading && void load()}>
            {trans('Load more')}
          </Button>
        </div>
      )}
    </div>
  );
}

function TextChunk({ text, highlighter }: { text: string; highlighter: Highlighter | null }) {
  // Highlighting a page is the costly part: once per page and highlighter.
  return useMemo(() => (highlighter ? highlighter(text) : text), [text, highlighter]);
}

/** The highlighter for a language, loaded on first use; null for plain text or until ready. */
function useHighlighter(language: string | null): Highlighter | null {
  const [highlighter, setHighlighter] = useState<Highlighter | null>(null);
  useEffect(() => {
    if (!language) return;
    let live = true;
    loadHighlighter(language)
      .then((h) => live && setHighlighter(() => h))
      // Without its grammar the file still reads as plain text.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [language]);
  return highlighter;
}
