import type { BootstrapData } from '@coffer/contract';
import { bootstrapFixture } from '@coffer/contract/fixtures';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreProvider } from '../app/core-context';
import { createBootstrapStore } from '../bootstrap/bootstrap-store';
import { createHttpClient } from '../http/client';

/** Renders a hook inside CoreProvider with the given bootstrap data; returns the store too. */
export function renderHookWithCore<T>(hook: () => T, overrides: Partial<BootstrapData> = {}) {
  const bootstrap = createBootstrapStore(bootstrapFixture(overrides));
  const services = { http: createHttpClient(), bootstrap };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreProvider services={services}>{children}</CoreProvider>
  );
  return { ...renderHook(hook, { wrapper }), bootstrap };
}
