/**
 * Opens `path` as a new page load, the app started afresh from the server's HTML and bootstrap
 * data: for a change of account within the session (signing in as another user and back),
 * where every screen, cache and guard must start over as the new account's.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
