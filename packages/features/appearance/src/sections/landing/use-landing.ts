import type { LandingContent } from '@coffer/contract';
import { useCallback } from 'react';
import { useAppearanceEditor, usePreviewPath } from '../../editor/state';

/**
 * Where the landing page is previewed: `/`, which shows it while the homepage setting is the
 * landing page (spec §2.1).
 */
export const LANDING_PREVIEW_PATH = '/';

/** The landing page's content and its edits, shown in the frame at once. */
export function useLanding() {
  const { values, setSection, errors } = useAppearanceEditor();
  usePreviewPath(LANDING_PREVIEW_PATH);
  const landing = values.landing;
  const change = useCallback(
    (patch: Partial<LandingContent>) => setSection('landing', { ...landing, ...patch }),
    [setSection, landing],
  );
  /** The save's error at a field (`landing.headerTitle`, `landing.actions.cta1.label`). */
  const error = (path: string) => errors[`landing.${path}`];
  return { landing, change, error };
}
