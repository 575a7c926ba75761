import { authApi } from '@coffer/contract';
import { isAppearanceEditorActive, useCore, useTrans } from '@coffer/core';
import { toast } from '@coffer/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

export interface UseLogoutOptions {
  /**
   * Whether the app runs in the appearance editor's preview, where logging out is refused.
   * @default detected from the page's frame (`isAppearanceEditorActive`)
   */
  appearanceEditorActive?: boolean;
}

/**
 * Logs out (spec §4): `POST auth/logout`, replaces the bootstrap data with the guest's,
 * clears every cached query, then goes to `/login`. While the appearance editor is active
 * it is refused with 'Can't logout while in appearance editor.' and sends nothing. The one
 * logout of the app: the user menu, the gated screens and account deletion use it.
 */
export function useLogout({
  appearanceEditorActive = isAppearanceEditorActive(),
}: UseLogoutOptions = {}) {
  const { http, bootstrap } = useCore();
  const { trans } = useTrans();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // `mutateAsync` is left out: every way to log out goes through the editor check.
  const {
    mutate,
    mutateAsync: _,
    ...state
  } = useMutation({
    mutationFn: () => http.call(authApi.logout),
    onSuccess: ({ bootstrapData }) => {
      bootstrap.set(bootstrapData);
      queryClient.clear();
      navigate('/login', { replace: true });
    },
  });
  return {
    ...state,
    mutate: () => {
      // LOGOUT_BLOCKED_MESSAGE of @coffer/core, as a catalogue message.
      if (appearanceEditorActive) toast.danger(trans("Can't logout while in appearance editor."));
      else mutate();
    },
  };
}
