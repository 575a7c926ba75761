import { useCore } from '@coffer/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BootstrapDataAnswer } from './types';

/**
 * Logs out (spec §4): `POST auth/logout`, replaces the bootstrap data with the guest's,
 * clears every cached query, then goes to `/login`. For the user menu and the gated screens.
 *
 * TODO(appearance editor issue): refuse with 'Can't logout while in appearance editor.'
 * while the editor is active, once it exposes that state; until then there is no editor.
 */
export function useLogout() {
  const { http, bootstrap } = useCore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => http.post<BootstrapDataAnswer>('auth/logout'),
    onSuccess: ({ bootstrapData }) => {
      bootstrap.set(bootstrapData);
      queryClient.clear();
      navigate('/login', { replace: true });
    },
  });
}
