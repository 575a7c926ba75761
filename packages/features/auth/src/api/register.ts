import { authApi, type RegisterPayload } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation } from '@tanstack/react-query';
import { OWN_ERRORS } from './meta';

/** Spec §3: the register payload also carries one boolean per required policy, keyed by its id. */
export type RegisterRequest = RegisterPayload & Record<string, unknown>;

/** `POST auth/register`. */
export function useRegister() {
  const http = useHttp();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: RegisterRequest) => http.call(authApi.register, { body: payload }),
  });
}
