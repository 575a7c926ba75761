import { type AppearanceResponse, type AppearanceValues, appearanceApi } from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';
import { appearanceFixture } from './fixtures';

export interface AppearanceMockOptions {
  /** What `GET admin/appearance` answers first; saves change it. */
  initial?: AppearanceResponse;
  /** Never answer the `GET` (the loading state). */
  pending?: boolean;
  /** `POST admin/appearance` answers 422 with these field errors (paths start `changes.`). */
  saveErrors?: Record<string, string[]>;
  /** Called with each save's `changes`. */
  onSave?: (changes: Partial<AppearanceValues>) => void;
}

/** A 1×1 PNG stands in for every uploaded image. */
export const UPLOADED_IMAGE_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * MSW handlers of the editor's calls over in-memory values: `GET` and `POST admin/appearance`
 * (a save replaces the changed sections whole) and the image upload.
 */
export function appearanceHandlers({
  initial = appearanceFixture(),
  pending = false,
  saveErrors,
  onSave,
}: AppearanceMockOptions = {}) {
  let current = structuredClone(initial);
  return [
    mockEndpoint(appearanceApi.show, async () => {
      if (pending) await delay('infinite');
      return current;
    }),
    mockEndpoint(appearanceApi.save, async ({ body }) => {
      await delay(50);
      if (saveErrors) return mockError(422, 'The given data was invalid.', saveErrors);
      onSave?.(body.changes as Partial<AppearanceValues>);
      current = { ...current, values: { ...current.values, ...body.changes } as AppearanceValues };
      return current;
    }),
    mockEndpoint(appearanceApi.uploadImage, async () => {
      await delay(50);
      return { url: UPLOADED_IMAGE_URL };
    }),
  ];
}
