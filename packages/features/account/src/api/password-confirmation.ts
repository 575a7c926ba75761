import { authApi, PASSWORD_CONFIRMATION_SECONDS } from '@coffer/contract';
import { useHttp } from '@coffer/core';
import { openDialog } from '@coffer/ui/DialogOutlet';
import { useCallback } from 'react';
import { ConfirmPasswordDialog } from '../components/ConfirmPasswordDialog';

/**
 * Password confirmation (spec §4, §9): `confirm()` resolves true when the session's
 * password was confirmed within the 9000-second window, or once the user confirms it
 * in the 'Confirm password' dialog; false when they cancel. Every sensitive action
 * awaits it first.
 */
export function usePasswordConfirmation() {
  const http = useHttp();
  const confirm = useCallback(async (): Promise<boolean> => {
    const { confirmed } = await http.call(authApi.confirmedPasswordStatus, {
      query: { seconds: PASSWORD_CONFIRMATION_SECONDS },
    });
    if (confirmed) return true;
    return (await openDialog(ConfirmPasswordDialog, {})) === true;
  }, [http]);
  return { confirm };
}
