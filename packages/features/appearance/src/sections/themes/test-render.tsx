import {
  APPEARANCE_EDITOR_FRAME_ID,
  type AppearanceMessage,
  type AppearanceResponse,
} from '@coffer/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { Route, Routes } from 'react-router';
import { AppearanceEditorProvider } from '../../editor/state';
import { EDITOR_PATH } from './SectionPanel';

export interface SectionStoryProps {
  /** What the editor starts from (`appearanceFixture()`). */
  initial: AppearanceResponse;
  /** The section's screens by their path under the editor. */
  screens: Record<string, ReactNode>;
  /** Every message the section posts to the frame. */
  onMessage?: (message: AppearanceMessage) => void;
}

/**
 * A section of the editor for stories: its screens at their paths under `/admin/appearance`,
 * over the editor's state (no server), with a stand-in preview frame whose messages reach
 * `onMessage`, as the real frame would get them.
 */
export function SectionStory({ initial, screens, onMessage }: SectionStoryProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    const listener = (event: MessageEvent) => latest.current?.(event.data as AppearanceMessage);
    target.addEventListener('message', listener);
    return () => target.removeEventListener('message', listener);
  }, []);
  return (
    <AppearanceEditorProvider initial={initial}>
      <div style={{ maxWidth: 420 }}>
        <Routes>
          {Object.entries(screens).map(([path, element]) => (
            <Route key={path} path={`${EDITOR_PATH}/${path}`} element={element} />
          ))}
          <Route path="*" element={<p>Editor home</p>} />
        </Routes>
      </div>
      <iframe
        ref={frame}
        id={APPEARANCE_EDITOR_FRAME_ID}
        title="Preview"
        style={{ display: 'none' }}
      />
    </AppearanceEditorProvider>
  );
}
