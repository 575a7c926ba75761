import type { MessageResponse, ResetPasswordPayload } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation } from '@tanstack/react-query';
import { OWN_ERRORS } from './meta';

/** `POST auth/forgot-password`: answers with a message to show. */
export function useForgotPassword() {
  const http = useHttp();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: { email: string }) =>
      http.post<MessageResponse>('auth/forgot-password', payload),
  });
}

/** `POST auth/reset-password`. */
export function useResetPassword() {
  const http = useHttp();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: ResetPasswordPayload) =>
      http.post<MessageResponse>('auth/reset-password', payload),
  });
}
