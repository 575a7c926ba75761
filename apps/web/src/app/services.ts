import { type BootstrapData, systemApi } from '@coffer/contract';
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

/** Where the server's rendering of a page (ADR 0030) sends the calls its routes start. */
export type ServerCalls = Pick<
  NonNullable<Parameters<typeof createHttpClient>[0]>,
  'fetch' | 'readCookie' | 'getWorkspaceId'
>;

export function createServices(data: BootstrapData, server?: ServerCalls): AppServices {
  const queryClient = createQueryClient();
  // Failed mutations show the generic HTTP error toast unless they opt out (spec §8).
  reportMutationErrors(queryClient);
  const bootstrap = createBootstrapStore(data);
  // An account suspended (or made to confirm its address) while its page is open: the next
  // refused call brings fresh bootstrap data, and the account gate shows its screen (spec §4).
  let refreshing = false;
  const refreshBootstrap = () => {
    if (refreshing) return;
    refreshing = true;
    void http
      .call(systemApi.bootstrapData)
      .then((fresh) => bootstrap.set(fresh))
      .catch(() => {})
      .finally(() => {
        refreshing = false;
      });
  };
  // Workspace-scoped calls carry the active workspace (cookie `activeWorkspaceId`, spec §4).
  const http = createHttpClient({
    getWorkspaceId: getActiveWorkspaceId,
    onAccountGate: refreshBootstrap,
    ...server,
  });
  return { http, bootstrap, queryClient };
}
