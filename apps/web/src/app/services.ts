import type { BootstrapData } from '@coffer/contract';
import {
  createBootstrapStore,
  createHttpClient,
  createQueryClient,
  reportMutationErrors,
} from '@coffer/core';
import { getActiveWorkspaceId } from '@coffer/workspaces';
import type { QueryClient } from '@tanstack/react-query';

export interface AppServices {
  http: ReturnType<typeof createHttpClient>;
  bootstrap: ReturnType<typeof createBootstrapStore>;
  queryClient: QueryClient;
}

export function createServices(data: BootstrapData): AppServices {
  const queryClient = createQueryClient();
  // Failed mutations show the generic HTTP error toast unless they opt out (spec §8).
  reportMutationErrors(queryClient);
  return {
    // Workspace-scoped calls carry the active workspace (cookie `activeWorkspaceId`, spec §4).
    http: createHttpClient({ getWorkspaceId: getActiveWorkspaceId }),
    bootstrap: createBootstrapStore(data),
    queryClient,
  };
}
