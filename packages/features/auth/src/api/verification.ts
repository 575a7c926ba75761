import { authApi } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation } from '@tanstack/react-query';
import { OWN_ERRORS } from './meta';

/** `POST resend-email-verification`. */
export function useResendVerification() {
  const http = useHttp();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: { email: string }) =>
      http.call(authApi.resendVerification, { body: payload }),
  });
}

/** `POST validate-email-verification-otp`. */
export function useValidateVerificationCode() {
  const http = useHttp();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (payload: { code: string }) =>
      http.call(authApi.validateVerificationCode, { body: payload }),
  });
}
