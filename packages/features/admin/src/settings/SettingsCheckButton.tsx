import type { SettingsCheckPayload } from '@coffer/contract';
import { applyServerFieldErrors } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { toast } from '@coffer/ui/Toast';
import type { DefaultError, UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SettingsFormApi } from './SettingsForm';
import { serverValues, type TabKeys } from './settings-values';

export interface SettingsCheckButtonProps {
  api: SettingsFormApi;
  /** The tab's server settings the check is sent, as they are in the form. */
  keys: TabKeys;
  /** The check's mutation (`useTestStorage`, `useTestMail`, `useTestRedis`). */
  check: UseMutationResult<{ message: string }, DefaultError, SettingsCheckPayload>;
  children: ReactNode;
}

/**
 * A button that tries a tab's unsaved server settings ('Test connection', 'Send test email'):
 * the server's message as a toast when they work, its field errors at their fields when not.
 */
export function SettingsCheckButton({ api, keys, check, children }: SettingsCheckButtonProps) {
  const run = () => {
    api.form.clearErrors();
    check.mutate(
      { server: serverValues(keys, api.form.getValues()) },
      {
        onSuccess: ({ message }) => toast.positive(message),
        onError: (error) => applyServerFieldErrors(api.form, error),
      },
    );
  };
  return (
    <Button variant="outline" isPending={check.isPending} onPress={run}>
      {children}
    </Button>
  );
}
