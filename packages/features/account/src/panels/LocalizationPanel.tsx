import type { UserDetails } from '@coffer/contract';
import { useBootstrap } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Select, SelectItem } from '@coffer/ui/Select';
import { toast } from '@coffer/ui/Toast';
import { type FormEvent, useState } from 'react';
import { useChangeLocale, useUpdateAccount, useValueLists } from '../api/account';
import * as styles from '../components/account.css';
import { Panel } from '../components/Panel';

const AUTO_ZONE = { value: 'auto', label: 'Automatic (this browser’s time zone)' };

/**
 * Language, time zone (with `auto`) and country, each showing what is saved. A new
 * language applies without a reload (and the server keeps it for the next page load).
 */
export function LocalizationPanel({ user }: { user: UserDetails }) {
  const lists = useValueLists();
  const update = useUpdateAccount();
  const changeLocale = useChangeLocale();
  // The language the interface is in now: the one to compare a choice against, since the
  // user loaded with this panel does not follow a switch made from it.
  const interfaceLanguage = useBootstrap((data) => data.i18n.language);
  const [language, setLanguage] = useState(user.language ?? interfaceLanguage);
  const [timezone, setTimezone] = useState(user.timezone ?? 'auto');
  const [country, setCountry] = useState<string | null>(user.country);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { timezone, country },
      {
        onSuccess: () => {
          if (language !== interfaceLanguage) changeLocale.mutate(language);
          toast.positive('Preferences saved');
        },
      },
    );
  };

  return (
    <Panel id="location" title="Location and language">
      <form onSubmit={submit} className={styles.form}>
        <Select
          label="Language"
          items={lists.data?.localizations ?? []}
          selectedKey={language}
          onSelectionChange={(key) => key !== null && setLanguage(String(key))}
        >
          {(item) => (
            <SelectItem id={item.language} textValue={item.name}>
              {item.name}
            </SelectItem>
          )}
        </Select>
        <Select
          label="Time zone"
          items={[AUTO_ZONE, ...(lists.data?.timezones ?? [])]}
          selectedKey={timezone}
          onSelectionChange={(key) => key !== null && setTimezone(String(key))}
        >
          {(item) => (
            <SelectItem id={item.value} textValue={item.label}>
              {item.label}
            </SelectItem>
          )}
        </Select>
        <Select
          label="Country"
          placeholder="Choose a country"
          items={lists.data?.countries ?? []}
          selectedKey={country}
          onSelectionChange={(key) => setCountry(key === null ? null : String(key))}
        >
          {(item) => (
            <SelectItem id={item.code} textValue={item.name}>
              {item.name}
            </SelectItem>
          )}
        </Select>
        <Button type="submit" isPending={update.isPending || changeLocale.isPending}>
          Save
        </Button>
      </form>
    </Panel>
  );
}
