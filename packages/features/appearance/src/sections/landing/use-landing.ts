import type { LandingContent } from '@coffer/contract';
import { LANDING_PREVIEW_PATH } from '@coffer/contract/constants';
import { useCallback } from 'react';
import { useAppearanceEditor, usePreviewPath } from '../../editor/state';

/** Where the frame shows the landing page, whatever the homepage type (the site's route). */
export { LANDING_PREVIEW_PATH };

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
