import {
  APPEARANCE_EDITOR_FRAME_ID,
  type AppearanceMessage,
  type AppearanceResponse,
} from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Route, Routes } from 'react-router';
import { useAppearance } from '../../api/appearance';
import { EDITOR_PATH } from '../../editor/SectionPanel';
import { AppearanceEditorProvider } from '../../editor/state';
import { appearanceHandlers } from '../../mocks';

export interface SectionStoryProps {
  /** What `GET admin/appearance` answers (`appearanceFixture()`): see `sectionHandlers`. */
  initial: AppearanceResponse;
  /** The section's screens by their path under the editor. */
  screens: Record<string, ReactNode>;
  /** Every message the section posts to the frame. */
  onMessage?: (message: AppearanceMessage) => void;
}

/** The story's server: the editor's calls over `initial` (as the real editor loads it). */
export const sectionHandlers = ({ initial }: Pick<SectionStoryProps, 'initial'>) =>
  appearanceHandlers({ initial });

/**
 * A section of the editor for stories: its screens at their paths under `/admin/appearance`,
 * over the editor's state loaded from the (mocked) server, with a stand-in preview frame whose
 * messages reach `onMessage`, as the real frame would get them.
 */
export function SectionStory({ screens, onMessage }: SectionStoryProps) {
  const { trans } = useTrans();
  const appearance = useAppearance();
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
    <>
      {appearance.data ? (
        <AppearanceEditorProvider initial={appearance.data}>
          <div style={{ maxWidth: 420 }}>
            <Routes>
              {Object.entries(screens).map(([path, element]) => (
                <Route key={path} path={`${EDITOR_PATH}/${path}`} element={element} />
              ))}
            </Routes>
          </div>
        </AppearanceEditorProvider>
      ) : (
        <div aria-busy="true" />
      )}
      <iframe
        ref={frame}
        id={APPEARANCE_EDITOR_FRAME_ID}
        title={trans('Preview')}
        style={{ display: 'none' }}
      />
    </>
  );
}
