import { authApi, type TwoFactorSetupResponse } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { useMutation } from '@tanstack/react-query';
import { OWN_ERRORS } from './account';

/** A secret to scan, not yet active. */
export type TwoFactorSetup = TwoFactorSetupResponse;

/** The two-factor routes (each needs a confirmed password; callers confirm first). */
export function useTwoFactorActions() {
  const http = useHttp();
  const start = useMutation({
    mutationFn: () => http.call(authApi.enableTwoFactor),
  });
  const confirm = useMutation({
    meta: OWN_ERRORS,
    mutationFn: (code: string) => http.call(authApi.confirmTwoFactor, { body: { code } }),
  });
  const regenerate = useMutation({
    mutationFn: () => http.call(authApi.regenerateRecoveryCodes),
  });
  const disable = useMutation({
    mutationFn: () => http.call(authApi.disableTwoFactor),
  });
  return { start, confirm, regenerate, disable };
}
