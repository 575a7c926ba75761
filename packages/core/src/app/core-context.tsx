import type { BootstrapData, Settings } from '@coffer/contract';
import { createContext, type ReactNode, useContext } from 'react';
import { type BootstrapStore, useBootstrapData } from '../bootstrap/bootstrap-store';
import type { HttpClient } from '../http/client';

export interface CoreServices {
  http: HttpClient;
  bootstrap: BootstrapStore;
}

const CoreContext = createContext<CoreServices | null>(null);

/** Gives features the app's HTTP client and bootstrap data. */
export function CoreProvider({
  services,
  children,
}: {
  services: CoreServices;
  children: ReactNode;
}) {
  return <CoreContext.Provider value={services}>{children}</CoreContext.Provider>;
}

export function useCore(): CoreServices {
  const services = useContext(CoreContext);
  if (!services) throw new Error('useCore() needs a <CoreProvider> above it');
  return services;
}

export function useHttp(): HttpClient {
  return useCore().http;
}

export function useBootstrap<T = BootstrapData>(select?: (data: BootstrapData) => T): T {
  return useBootstrapData(useCore().bootstrap, select);
}

export function useSettings(): Settings {
  return useBootstrap((data) => data.settings);
}
