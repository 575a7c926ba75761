import { useHttp } from '@coffer/core';
import { useMutation } from '@tanstack/react-query';
import { OWN_ERRORS } from './account';

export interface TwoFactorSetup {
  secret: string;
  qr_code: string;
  otpauth_url: string;
}

/** The two-factor routes (each needs a confirmed password; callers confirm first). */
export function useTwoFactorActions() {
  const http = useHttp();
  const start = useMutation({
    mutationFn: () => http.post<TwoFactorSetup>('auth/user/two-factor-authentication'),
  });
  const confirm = useMutation({
    meta: OWN_ERRORS,
    mutationFn: (code: string) =>
      http.post<{ recovery_codes: string[] }>('auth/user/confirmed-two-factor-authentication', {
        code,
      }),
  });
  const regenerate = useMutation({
    mutationFn: () =>
      http.post<{ recovery_codes: string[] }>('auth/user/two-factor-recovery-codes'),
  });
  const disable = useMutation({
    mutationFn: () => http.request('DELETE', 'auth/user/two-factor-authentication'),
  });
  return { start, confirm, regenerate, disable };
}
