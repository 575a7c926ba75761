import { impersonationApi } from '@coffer/contract';
import { loadPage, useCore } from '@coffer/core';
import { useMutation } from '@tanstack/react-query';

/**
 * `POST users/{id}/impersonate`: the admin's session becomes the user's, and the user's drive
 * opens as a new page load, so every screen, cached answer and guard starts over as the
 * user's. The banner of the app's layout offers the way back. A refusal (an admin, a
 * suspended user) gets the app's error toast, which says why.
 */
export function useImpersonate() {
  const { http } = useCore();
  return useMutation({
    mutationFn: (id: number) => http.call(impersonationApi.impersonate, { params: { id } }),
    onSuccess: () => loadPage('/drive'),
  });
}
