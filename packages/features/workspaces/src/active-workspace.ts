import {
  ACTIVE_WORKSPACE_COOKIE,
  ACTIVE_WORKSPACE_EVENT,
  PERSONAL_WORKSPACE_ID,
} from '@coffer/contract';
import { getCookie, setCookie } from '@coffer/core';
import { useSyncExternalStore } from 'react';

/**
 * The active workspace id from the `activeWorkspaceId` cookie (spec §4), default 0.
 * Give it to the core HTTP client: `createHttpClient({ getWorkspaceId: getActiveWorkspaceId })`.
 */
export function getActiveWorkspaceId(): number {
  if (typeof document === 'undefined') return PERSONAL_WORKSPACE_ID;
  const value = Number(getCookie(ACTIVE_WORKSPACE_COOKIE));
  return Number.isInteger(value) && value >= 0 ? value : PERSONAL_WORKSPACE_ID;
}

/** Stores the active workspace (cookie, 7 days) and tells every `useActiveWorkspaceId`. */
export function setActiveWorkspaceId(id: number): void {
  setCookie(ACTIVE_WORKSPACE_COOKIE, String(id));
  window.dispatchEvent(new CustomEvent(ACTIVE_WORKSPACE_EVENT, { detail: id }));
}

function subscribe(listener: () => void) {
  window.addEventListener(ACTIVE_WORKSPACE_EVENT, listener);
  return () => window.removeEventListener(ACTIVE_WORKSPACE_EVENT, listener);
}

/** The active workspace id, re-rendering when anything (the switcher, joining) changes it. */
export function useActiveWorkspaceId(): number {
  return useSyncExternalStore(subscribe, getActiveWorkspaceId, () => PERSONAL_WORKSPACE_ID);
}
