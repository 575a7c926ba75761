import { type BootstrapStore, isAppearanceEditorActive } from '@coffer/core';

/** What the preview drives: the app's settings and its router. */
export interface PreviewTarget {
  bootstrap: BootstrapStore;
  navigate: (to: string) => void;
}

export interface AppearanceEditorConnection {
  /** Starts applying the editor's messages (those received so far first); answers the stop. */
  connect(target: PreviewTarget): () => void;
}

/**
 * Inside the appearance editor's preview frame only: listens for the editor's messages from
 * the first moment (the editor posts its unsaved state when the frame has loaded, which can be
 * before the app has rendered), keeping them until the preview's code (`./preview`, a chunk
 * no other page loads) applies them. Anywhere else: null, and nothing is loaded.
 */
export function listenForAppearanceEditor(win: Window = window): AppearanceEditorConnection | null {
  if (!isAppearanceEditorActive(win)) return null;
  const received: MessageEvent[] = [];
  const keep = (event: MessageEvent) => received.push(event);
  win.addEventListener('message', keep);
  const preview = import('./preview');
  return {
    connect(target) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void preview.then((module) => {
        if (stopped) return;
        win.removeEventListener('message', keep);
        stop = module.startAppearancePreview(target, { win, received: received.splice(0) });
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
