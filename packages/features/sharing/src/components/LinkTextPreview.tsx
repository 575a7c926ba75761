import { useTrans } from '@coffer/core';
import { useFormatBytes } from '@coffer/ui/Meter';
import { Text } from '@coffer/ui/Text';
import { useEffect, useState } from 'react';
import * as styles from './sharing.css';

/** How much of a text file the shared-link page shows (the rest is a download away). */
export const LINK_TEXT_PREVIEW_BYTES = 256 * 1024;

type State =
  | { status: 'loading' }
  | { status: 'text'; text: string; truncated: boolean }
  | { status: 'binary' }
  | { status: 'error' };

/** Reads at most `limit` bytes of a response body, then stops the transfer. */
export async function readStart(response: Response, limit: number) {
  const reader = response.body?.getReader();
  if (!reader) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { bytes: bytes.slice(0, limit), truncated: bytes.length > limit };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  if (size >= limit) {
    const { done } = await reader.read();
    truncated = !done || size > limit;
    await reader.cancel();
  }
  const bytes = new Uint8Array(Math.min(size, limit));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, Math.min(chunk.length, bytes.length - offset));
    bytes.set(part, offset);
    offset += part.length;
    if (offset >= bytes.length) break;
  }
  return { bytes, truncated };
}

/**
 * A text file of a public link, shown as plain text: its first 256 KB (a note says when
 * there is more), or a plain message when the file turns out to be binary.
 */
export function LinkTextPreview({ src, name }: { src: string; name: string }) {
  const { trans } = useTrans();
  const formatBytes = useFormatBytes();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    (async () => {
      try {
        const response = await fetch(src, {
          signal: controller.signal,
          credentials: 'same-origin',
        });
        if (!response.ok) throw new Error(String(response.status));
        const { bytes, truncated } = await readStart(response, LINK_TEXT_PREVIEW_BYTES);
        if (bytes.subarray(0, 8000).includes(0)) return setState({ status: 'binary' });
        // A cut may split a character: drop the broken tail instead of showing U+FFFD.
        const text = new TextDecoder('utf-8').decode(bytes, { stream: truncated });
        setState({ status: 'text', text, truncated });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'error' });
      }
    })();
    return () => controller.abort();
  }, [src]);

  if (state.status === 'loading') return <Text tone="muted">{trans('Loading the preview…')}</Text>;
  if (state.status === 'binary')
    return <Text tone="muted">{trans('There is no preview for this type of file.')}</Text>;
  if (state.status === 'error')
    return <Text tone="muted">{trans('The preview could not be loaded.')}</Text>;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the text must stay preformatted. */}
      <pre
        className={styles.textPreview}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long file scrolls by keyboard too.
        tabIndex={0}
        role="region"
        aria-label={trans('Contents of {name}', { name })}
      >
        {state.text}
      </pre>
      {state.truncated && (
        <Text size="sm" tone="muted">
          {trans('Showing the first {size}. Download the file to read all of it.', {
            size: formatBytes(LINK_TEXT_PREVIEW_BYTES),
          })}
        </Text>
      )}
    </>
  );
}
