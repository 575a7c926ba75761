import { isAppearanceEditorActive } from '@coffer/core';
import { Navigate } from 'react-router';
import { LandingPage } from './LandingPage';

/**
 * `LANDING_PREVIEW_PATH`: the landing page inside the appearance editor's frame, whatever the
 * homepage type, so its sections show what they edit; anywhere else, `/`.
 */
export function LandingPreview() {
  if (!isAppearanceEditorActive()) return <Navigate to="/" replace />;
  return <LandingPage />;
}
