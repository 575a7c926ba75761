import type { SocialConnectPayload } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation } from '@tanstack/react-query';
import { OWN_ERRORS } from './meta';
import type { BootstrapDataAnswer } from './types';

/** `POST secure/auth/social/connect`: links the waiting social profile to the account whose password this is. */
export function useSocialConnect() {
  const http = useHttp();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: SocialConnectPayload) =>
      http.post<BootstrapDataAnswer>('secure/auth/social/connect', payload),
  });
}
