import { authApi, type LoginPayload, type TwoFactorChallengePayload } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation } from '@tanstack/react-query';
import { OWN_ERRORS } from './meta';

/** `POST auth/login`: either signs in or asks for the two-factor challenge. */
export function useLogin() {
  const http = useHttp();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: LoginPayload) => http.call(authApi.login, { body: payload }),
  });
}

/** `POST auth/two-factor-challenge` with a code from the app or one recovery code. */
export function useTwoFactorChallenge() {
  const http = useHttp();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: TwoFactorChallengePayload) =>
      http.call(authApi.twoFactorChallenge, { body: payload }),
  });
}
