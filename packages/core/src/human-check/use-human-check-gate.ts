import type { HumanCheckAction } from '@coffer/contract/constants';
import { toast } from '@coffer/ui/Toast';
import { useCallback, useState } from 'react';
import { useHttp, useSettings } from '../app/core-context';
import { useTrans } from '../i18n/i18n-context';

export interface HumanCheckGate {
  /** True while the check runs (the form's submit button shows it is busy). */
  checking: boolean;
  /**
   * Passes the human check before a guarded call, when the admin turned it on for the
   * action (`recaptcha.enable.*`); its code loads only then. False, after a toast with the
   * spec's message, when the visitor could not be verified.
   */
  pass(): Promise<boolean>;
}

/** The human check in front of one form's guarded call (register, contact, unsubscribe). */
export function useHumanCheckGate(action: HumanCheckAction): HumanCheckGate {
  const http = useHttp();
  const enabled = useSettings().recaptcha.enable[action];
  const { trans } = useTrans();
  const [checking, setChecking] = useState(false);
  const pass = useCallback(async () => {
    if (!enabled) return true;
    setChecking(true);
    try {
      const { passHumanCheck } = await import('./index');
      await passHumanCheck(http, action);
      return true;
    } catch {
      toast.danger(trans('Could not verify you are human.'));
      return false;
    } finally {
      setChecking(false);
    }
  }, [action, enabled, http, trans]);
  return { checking, pass };
}
