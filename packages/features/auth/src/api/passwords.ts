import { authApi, type ResetPasswordPayload } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation } from '@tanstack/react-query';
import { OWN_ERRORS } from './meta';

/** `POST auth/forgot-password`: answers with a message to show. */
export function useForgotPassword() {
  const http = useHttp();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: { email: string }) =>
      http.call(authApi.forgotPassword, { body: payload }),
  });
}

/** `POST auth/reset-password`. */
export function useResetPassword() {
  const http = useHttp();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: ResetPasswordPayload) =>
      http.call(authApi.resetPassword, { body: payload }),
  });
}
