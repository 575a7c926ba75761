import type { BootstrapData } from '@coffer/contract';
import { BOOTSTRAP_ELEMENT_ID } from '@coffer/contract/constants';
import { useSyncExternalStore } from 'react';

type Listener = () => void;

export interface BootstrapStore {
  get(): BootstrapData;
  /** Replaces the data wholesale, as login, logout and registration answers do (spec §3). */
  set(data: BootstrapData): void;
  subscribe(listener: Listener): () => void;
}

export function createBootstrapStore(initial: BootstrapData): BootstrapStore {
  let data = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => data,
    set(next) {
      data = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The JSON the server wrote into the page's bootstrap element, not yet checked. */
export function readBootstrapJson(doc: Document = document): unknown {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`#${BOOTSTRAP_ELEMENT_ID} is missing from the page`);
  return JSON.parse(element.textContent);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A shallow check of the bootstrap data for the first load: the full contract parse needs zod
 * and every schema (~25 KB gzip), more than `/login`'s budget allows (ADR 0007). The server
 * builds the data from the same contract, so apps run the full parse in development only.
 */
export function checkBootstrapShape(raw: unknown): BootstrapData {
  if (
    !isRecord(raw) ||
    !isRecord(raw.i18n) ||
    !isRecord(raw.settings) ||
    !(raw.user === null || isRecord(raw.user)) ||
    !Array.isArray(raw.guest_permissions) ||
    typeof raw.is_mobile_device !== 'boolean'
  ) {
    throw new Error('The bootstrap data does not have the shape of the contract');
  }
  return raw as BootstrapData;
}

export function useBootstrapData<T = BootstrapData>(
  store: BootstrapStore,
  select: (data: BootstrapData) => T = (data) => data as T,
): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
