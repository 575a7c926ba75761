import type { UserDetails } from '@coffer/contract';
import {
  applyServerFieldErrors,
  defineMessage,
  showHttpErrorToast,
  useBootstrap,
  useTrans,
} from '@coffer/core';
import { FormSelect, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { SelectItem } from '@coffer/ui/Select';
import { toast } from '@coffer/ui/Toast';
import { useChangeLocale, useUpdateAccount, useValueLists } from '../api/account';
import * as styles from '../components/account.css';
import { Panel } from '../components/Panel';

const AUTO_ZONE_LABEL = defineMessage('Automatic (this browser’s time zone)');

/** The options' ids: a language code, a time zone (or `auto`), a country code. */
interface LocalizationForm {
  language: string | null;
  timezone: string | null;
  country: string | null;
}

/**
 * Language, time zone (with `auto`) and country, each showing what is saved. A new
 * language applies without a reload (and the server keeps it for the next page load).
 */
export function LocalizationPanel({ user }: { user: UserDetails }) {
  const { trans } = useTrans();
  const lists = useValueLists();
  const update = useUpdateAccount();
  const changeLocale = useChangeLocale();
  // The language the interface is in now: the one to compare a choice against, since the
  // user loaded with this panel does not follow a switch made from it.
  const interfaceLanguage = useBootstrap((data) => data.i18n.language);
  const form = useForm<LocalizationForm>({
    defaultValues: {
      language: user.language ?? interfaceLanguage,
      timezone: user.timezone ?? 'auto',
      country: user.country,
    },
  });

  const submit = form.handleSubmit(({ language, timezone, country }) =>
    update.mutate(
      { timezone: timezone ?? 'auto', country },
      {
        onSuccess: () => {
          if (language && language !== interfaceLanguage) {
            // The server calls it `locale`: any refusal of it is about the language field.
            changeLocale.mutate(language, {
              onError: (error) => applyServerFieldErrors(form, error, 'language'),
            });
          }
          toast.positive(trans('Preferences saved'));
        },
        onError: (error) => {
          if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
        },
      },
    ),
  );

  return (
    <Panel id="location" title={trans('Location and language')}>
      <form noValidate onSubmit={submit} className={styles.form}>
        <FormSelect
          control={form.control}
          name="language"
          label={trans('Language')}
          items={lists.data?.localizations ?? []}
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
          items={[
            { value: 'auto', label: trans(AUTO_ZONE_LABEL) },
            ...(lists.data?.timezones ?? []),
          ]}
        >
          {(item) => (
            <SelectItem id={item.value} textValue={item.label}>
              {item.label}
            </SelectItem>
          )}
        </FormSelect>
        <FormSelect
          control={form.control}
          name="country"
          label={trans('Country')}
          placeholder={trans('Choose a country')}
          items={lists.data?.countries ?? []}
        >
          {(item) => (
            <SelectItem id={item.code} textValue={item.name}>
              {item.name}
            </SelectItem>
          )}
        </FormSelect>
        <Button type="submit" isPending={update.isPending || changeLocale.isPending}>
          {trans('Save')}
        </Button>
      </form>
    </Panel>
  );
}
