import type { FileEntry } from '@coffer/contract';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs an action in the folder shown (its id, null for the root): at once, or, while an opened
 * folder is still loading, as soon as it has loaded — never in the folder just left.
 */
export function useInPlace(folder: FileEntry | null | undefined) {
  const waiting = useRef<Array<(parentId: number | null) => void>>([]);
  const current = useRef(folder);
  current.current = folder;
  useEffect(() => {
    if (folder === undefined) return;
    for (const run of waiting.current.splice(0)) run(folder?.id ?? null);
  }, [folder]);
  return useCallback((run: (parentId: number | null) => void) => {
    const place = current.current;
    if (place === undefined) waiting.current.push(run);
    else run(place?.id ?? null);
  }, []);
}
