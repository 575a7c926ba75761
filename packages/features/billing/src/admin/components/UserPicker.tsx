import { useTrans } from '@coffer/core';
import { Controller, type UseFormReturn } from '@coffer/core/forms';
import { ComboBox, ComboBoxItem } from '@coffer/ui/ComboBox';
import { useDeferredValue, useState } from 'react';
import { useUserSearch } from '../api/subscriptions';
import type { SubscriptionFormValues } from './subscription-form';

export interface UserPickerProps {
  form: UseFormReturn<SubscriptionFormValues>;
  /** Searching users needs users.update (`GET users`). */
  canSearch: boolean;
}

/** The user a subscription is for, found by name or email as the admin types (`GET users`). */
export function UserPicker({ form, canSearch }: UserPickerProps) {
  const { trans } = useTrans();
  const [text, setText] = useState('');
  const search = useDeferredValue(text);
  const users = useUserSearch(search, { enabled: canSearch });
  const items = users.data?.pagination.data ?? [];
  return (
    <Controller
      control={form.control}
      name="user_id"
      render={({ field, fieldState }) => (
        <div ref={(element) => field.ref(element?.querySelector('input') ?? null)}>
          <ComboBox
            label={trans('User')}
            description={
              canSearch
                ? trans('Type a name or an email.')
                : trans('Finding users needs the users.update permission.')
            }
            isDisabled={!canSearch}
            items={items}
            inputValue={text}
            onInputChange={setText}
            selectedKey={field.value}
            onSelectionChange={(key) => {
              // Both the text and the choice are controlled: the text follows the choice here.
              const user = items.find((u) => u.id === Number(key));
              if (user) setText(user.name || user.email);
              field.onChange(key === null ? null : Number(key));
            }}
            onBlur={field.onBlur}
            allowsEmptyCollection
            isInvalid={Boolean(fieldState.error)}
            errorMessage={fieldState.error?.message}
          >
            {(user) => (
              <ComboBoxItem id={user.id} textValue={user.name || user.email}>
                {user.name
                  ? trans('{name} ({email})', { name: user.name, email: user.email })
                  : user.email}
              </ComboBoxItem>
            )}
          </ComboBox>
        </div>
      )}
    />
  );
}
