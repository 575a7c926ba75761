import { type AdminUserDetails, accountApi } from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, useHttp, useTrans } from '@coffer/core';
import { FormSelect, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { SelectItem } from '@coffer/ui/Select';
import { toast } from '@coffer/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useUpdateUser } from '../api/users';
import * as styles from './admin.css';

/** The option that stores null: the site's default language or time zone. */
const SITE_DEFAULT = 'site-default';

interface DatePreferencesForm {
  language: string;
  timezone: string;
}

export interface UserDatePreferencesProps {
  /** The user whose language and time zone are shown and changed. */
  user: AdminUserDetails;
}

/** The date tab of a user's page: their language and time zone, saved by `PUT users/{id}`. */
export function UserDatePreferences({ user }: UserDatePreferencesProps) {
  const { trans } = useTrans();
  const http = useHttp();
  const lists = useQuery({
    queryKey: ['admin', 'value-lists', 'date'],
    queryFn: () =>
      http.call(accountApi.valueLists, { params: { names: 'localizations,timezones' } }),
  });
  const update = useUpdateUser();
  const form = useForm<DatePreferencesForm>({
    defaultValues: {
      language: user.language ?? SITE_DEFAULT,
      timezone: user.timezone ?? SITE_DEFAULT,
    },
  });
  const siteDefault = trans('Site default');
  const stored = (value: string) => (value === SITE_DEFAULT ? null : value);
  const submit = form.handleSubmit(({ language, timezone }) =>
    update.mutate(
      { id: user.id, body: { language: stored(language), timezone: stored(timezone) } },
      {
        onSuccess: () => toast.positive(trans('Preferences saved')),
        onError: (error) => {
          if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <FormSelect
        control={form.control}
        name="language"
        label={trans('Language')}
        items={[
          { language: SITE_DEFAULT, name: siteDefault },
          ...(lists.data?.localizations ?? []),
        ]}
      >
        {(item) => (
          <SelectItem id={item.language} textValue={item.name}>
            {item.name}
          </SelectItem>
        )}
      </FormSelect>
      <FormSelect
        control={form.control}
        name="timezone"
        label={trans('Time zone')}
        items={[{ value: SITE_DEFAULT, label: siteDefault }, ...(lists.data?.timezones ?? [])]}
      >
        {(item) => (
          <SelectItem id={item.value} textValue={item.label}>
            {item.label}
          </SelectItem>
        )}
      </FormSelect>
      <div className={styles.actions}>
        <Button type="submit" isPending={update.isPending}>
          {trans('Save')}
        </Button>
      </div>
    </form>
  );
}
