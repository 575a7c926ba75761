export * from './file-requests';

/**
 * React Aria announces a pending button through a live-region node labelled by the button;
 * after the story unmounts, that label is gone and axe flags the node in the next story.
 * Stories call this first so each starts with an empty announcer.
 */
export function clearLiveAnnouncer() {
  for (const node of document.querySelectorAll('[data-live-announcer] [role="img"]')) node.remove();
}
