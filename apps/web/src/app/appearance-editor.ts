/**
 * Whether the app runs inside the appearance editor's preview frame (spec §4: the
 * preview is the app in a frame of the admin area). Reading `window.top` of a
 * cross-origin parent throws; that is a frame too, but not our editor.
 */
export function isAppearanceEditorActive(win: Window = window): boolean {
  try {
    return win.self !== win.top && win.top?.location.origin === win.location.origin;
  } catch {
    return false;
  }
}

/** Shown when the user tries to log out from the editor's preview (spec §8). */
export const LOGOUT_BLOCKED_MESSAGE = "Can't logout while in appearance editor.";
