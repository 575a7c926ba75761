import { type SocialConnectPayload, socialApi } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation } from '@tanstack/react-query';
import { OWN_ERRORS } from './meta';

/** `POST secure/auth/social/connect`: links the waiting social profile to the account whose password this is. */
export function useSocialConnect() {
  const http = useHttp();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: SocialConnectPayload) => http.call(socialApi.connect, { body: payload }),
  });
}
