import type { RegistrationField } from '@coffer/contract';
import { REGISTRATION_FIELDS_MAX, type RegistrationFieldType } from '@coffer/contract/constants';
import { defineMessage, useTrans } from '@coffer/core';
import { Controller } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Select, SelectItem } from '@coffer/ui/Select';
import { Switch } from '@coffer/ui/Switch';
import { Text } from '@coffer/ui/Text';
import { TextField } from '@coffer/ui/TextField';
import { useState } from 'react';
import type { SettingsFormApi } from './SettingsForm';
import * as styles from './settings.css';

const TYPES: Record<RegistrationFieldType, string> = {
  text: defineMessage('Text'),
  number: defineMessage('Number'),
  checkbox: defineMessage('Checkbox'),
};

/** The form's errors of one field (the server names them `…fields.0.label`). */
type FieldErrors = Array<Partial<Record<keyof RegistrationField, { message?: string }>>>;

/**
 * The extra fields the register form asks for (`registration.fields`, spec §3): a label, an
 * id the answer is stored under (a new field's made from its label until edited), a type and whether it
 * is required; added, edited in place and removed.
 */
export function RegistrationFields({ api }: { api: SettingsFormApi }) {
  const { trans } = useTrans();
  const [added, setAdded] = useState<number | null>(null);
  // A saved field keeps its id when relabelled: accounts hold their answers under it.
  const savedIds = new Set(api.settings.client['registration.fields'].map((f) => f.id));
  return (
    <Controller
      control={api.form.control}
      name="client.registration.fields"
      render={({ field, fieldState }) => {
        const fields = (field.value ?? []) as RegistrationField[];
        const errors = fieldState.error as (FieldErrors & { message?: string }) | undefined;
        const change = (index: number, patch: Partial<RegistrationField>) =>
          field.onChange(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)));
        const add = () => {
          setAdded(fields.length);
          field.onChange([...fields, { id: '', label: '', type: 'text', required: false }]);
        };
        return (
          <div className={styles.section}>
            {fields.length === 0 ? (
              <Text size="sm" tone="muted">
                {trans('No extra fields: the register form asks for an email and a password.')}
              </Text>
            ) : (
              <ul className={styles.policies} aria-label={trans('Extra registration fields')}>
                {fields.map((item, index) => {
                  const name = item.label || trans('Field {number}', { number: index + 1 });
                  const itemErrors = errors?.[index];
                  return (
                    // Keyed by position: an id is what the admin is typing.
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no stable id of their own.
                    <li key={index} className={styles.extraField} aria-label={name}>
                      <TextField
                        label={trans('Label')}
                        value={item.label}
                        autoFocus={index === added}
                        onChange={(label) =>
                          change(
                            index,
                            // A new field's id follows its label until the admin writes one of their own.
                            !savedIds.has(item.id) && item.id === fieldId(item.label)
                              ? { label, id: fieldId(label) }
                              : { label },
                          )
                        }
                        isInvalid={Boolean(itemErrors?.label)}
                        errorMessage={itemErrors?.label?.message}
                      />
                      <TextField
                        label={trans('ID')}
                        value={item.id}
                        onChange={(id) => change(index, { id })}
                        isInvalid={Boolean(itemErrors?.id)}
                        errorMessage={itemErrors?.id?.message}
                      />
                      <Select
                        label={trans('Type')}
                        selectedKey={item.type}
                        onSelectionChange={(type) =>
                          change(index, { type: String(type) as RegistrationFieldType })
                        }
                        items={Object.entries(TYPES).map(([id, label]) => ({
                          id,
                          label: trans(label),
                        }))}
                      >
                        {(option) => (
                          <SelectItem id={option.id} textValue={option.label}>
                            {option.label}
                          </SelectItem>
                        )}
                      </Select>
                      <div className={styles.extraFieldActions}>
                        <Switch
                          isSelected={item.required}
                          onChange={(required) => change(index, { required })}
                        >
                          {trans('Required')}
                        </Switch>
                        <Button
                          variant="outline"
                          onPress={() => field.onChange(fields.filter((_, i) => i !== index))}
                        >
                          {trans('Remove {field}', { field: name })}
                        </Button>
                      </div>
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
              <Button
                variant="outline"
                onPress={add}
                isDisabled={fields.length >= REGISTRATION_FIELDS_MAX}
              >
                {trans('Add field')}
              </Button>
            </div>
          </div>
        );
      }}
    />
  );
}

/** An id from a label, as the contract takes it: `Company name` → `company_name`. */
export function fieldId(label: string): string {
  const id = label
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '');
  return id.slice(0, 32);
}
