import type { SecretSettingKey } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Controller } from '@coffer/core/forms';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { PasswordField } from '@coffer/ui/PasswordField';
import type { SettingsFormApi } from './SettingsForm';
import * as styles from './settings.css';

export interface SecretFieldProps {
  api: SettingsFormApi;
  /** The write-only server key. */
  name: SecretSettingKey;
  /** The field's label (translated). */
  label: string;
}

/**
 * A write-only setting: its value never comes back, so the field starts empty and says
 * whether one is set. Typing replaces it; empty keeps it; Remove clears it on save (null).
 */
export function SecretField({ api, name, label }: SecretFieldProps) {
  const { trans } = useTrans();
  const isSet = api.settings.secrets[name] ?? false;
  return (
    <Controller
      control={api.form.control}
      name={`server.${name}`}
      render={({ field, fieldState }) => {
        const removing = field.value === null;
        const description = removing
          ? trans('Removed when you save.')
          : isSet
            ? trans('Leave empty to keep the saved value.')
            : trans('No value saved.');
        return (
          <div className={styles.secret}>
            <div ref={(element) => field.ref(element?.querySelector('input') ?? null)}>
              <PasswordField
                label={label}
                name={field.name}
                value={removing ? '' : (field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoComplete="new-password"
                isDisabled={removing}
                description={description}
                isInvalid={Boolean(fieldState.error)}
                errorMessage={fieldState.error?.message}
              />
            </div>
            <div className={styles.secretStatus}>
              <Badge tone={isSet && !removing ? 'positive' : 'neutral'}>
                {isSet ? trans('Set') : trans('Not set')}
              </Badge>
              {removing ? (
                <Button size="sm" variant="outline" onPress={() => field.onChange('')}>
                  {trans('Keep {name}', { name: label })}
                </Button>
              ) : (
                isSet && (
                  <Button size="sm" variant="outline" onPress={() => field.onChange(null)}>
                    {trans('Remove {name}', { name: label })}
                  </Button>
                )
              )}
            </div>
          </div>
        );
      }}
    />
  );
}
