import type { Settings } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Controller } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Text } from '@coffer/ui/Text';
import { TextField } from '@coffer/ui/TextField';
import { useState } from 'react';
import type { SettingsFormApi } from './SettingsForm';
import * as styles from './settings.css';

type Policy = Settings['registration']['policies'][number];

/** The form's field errors of one policy (the server names them `…policies.0.item.label`). */
type PolicyErrors = Array<{
  item?: { label?: { message?: string }; action?: { message?: string } };
}>;

/**
 * The links the register form makes people accept (`registration.policies`): each a name
 * and an address (a page of the site, `/pages/terms`, or a full URL), added, edited in
 * place and removed.
 */
export function PolicyLinks({ api }: { api: SettingsFormApi }) {
  const { trans } = useTrans();
  const [added, setAdded] = useState<string | null>(null);
  return (
    <Controller
      control={api.form.control}
      name="client.registration.policies"
      render={({ field, fieldState }) => {
        const policies = (field.value ?? []) as Policy[];
        const errors = fieldState.error as (PolicyErrors & { message?: string }) | undefined;
        const change = (index: number, item: Partial<Policy['item']>) =>
          field.onChange(
            policies.map((policy, i) =>
              i === index ? { ...policy, item: { ...policy.item, ...item } } : policy,
            ),
          );
        const add = () => {
          const id = newId();
          setAdded(id);
          field.onChange([
            ...policies,
            { id, item: { id: newId(), type: 'link', label: '', action: '', target: '_blank' } },
          ]);
        };
        return (
          <div className={styles.section}>
            {policies.length === 0 ? (
              <Text size="sm" tone="muted">
                {trans('No policies: people register without accepting any.')}
              </Text>
            ) : (
              <ul className={styles.policies} aria-label={trans('Registration policies')}>
                {policies.map((policy, index) => {
                  const name = policy.item.label || trans('Policy {number}', { number: index + 1 });
                  const itemErrors = errors?.[index]?.item;
                  return (
                    <li key={policy.id} className={styles.policy} aria-label={name}>
                      <TextField
                        label={trans('Name')}
                        value={policy.item.label}
                        autoFocus={policy.id === added}
                        onChange={(label) => change(index, { label })}
                        isInvalid={Boolean(itemErrors?.label)}
                        errorMessage={itemErrors?.label?.message}
                      />
                      <TextField
                        label={trans('Address')}
                        value={policy.item.action}
                        onChange={(action) =>
                          change(index, { action, type: action.startsWith('/') ? 'route' : 'link' })
                        }
                        isInvalid={Boolean(itemErrors?.action)}
                        errorMessage={itemErrors?.action?.message}
                      />
                      <Button
                        variant="outline"
                        onPress={() => field.onChange(policies.filter((_, i) => i !== index))}
                      >
                        {trans('Remove {policy}', { policy: name })}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {errors?.message && (
              <Text size="sm" tone="danger" role="alert">
                {errors.message}
              </Text>
            )}
            <div className={styles.actions}>
              <Button variant="outline" onPress={add} isDisabled={policies.length >= 10}>
                {trans('Add policy')}
              </Button>
            </div>
          </div>
        );
      }}
    />
  );
}

const newId = () => Math.random().toString(36).slice(2, 10);
