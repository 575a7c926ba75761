import { APPEARANCE_EDITOR_FRAME_ID } from '@coffer/contract/constants';

/** The appearance editor's preview frame id (from the contract, which the editor shares). */
export { APPEARANCE_EDITOR_FRAME_ID };

/**
 * Whether the app runs inside the appearance editor's preview frame (spec §4: "Appearance
 * preview mode exists when the app runs inside an editor frame"). `frameElement` is null
 * unless the parent page is of the same origin, so a foreign page framing the app never
 * counts; the id tells the editor from other same-origin frames (Storybook, test runners).
 */
export function isAppearanceEditorActive(
  win: Pick<Window, 'frameElement'> | undefined = typeof window === 'undefined'
    ? undefined
    : window,
): boolean {
  try {
    // Never on the server (ADR 0030): the editor's frame shows a signed-in admin's pages.
    return win?.frameElement?.id === APPEARANCE_EDITOR_FRAME_ID;
  } catch {
    // Some browsers throw instead of answering null across origins.
    return false;
  }
}

/** Shown when someone tries to log out from the editor's preview (spec §4, §8). */
export const LOGOUT_BLOCKED_MESSAGE = "Can't logout while in appearance editor.";
