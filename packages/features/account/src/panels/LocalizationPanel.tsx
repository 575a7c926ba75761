import type { UserDetails } from '@coffer/contract';
import { Button } from '@coffer/ui/Button';
import { Select, SelectItem } from '@coffer/ui/Select';
import { toast } from '@coffer/ui/Toast';
import { type FormEvent, useState } from 'react';
import { useChangeLocale, useUpdateAccount, useValueLists } from '../api/account';
import * as styles from '../components/account.css';
import { Panel } from '../components/Panel';

const AUTO_ZONE = { value: 'auto', label: 'Automatic (this browser’s time zone)' };

/** Language, time zone (with `auto`) and country. A new language applies without a reload. */
export function LocalizationPanel({ user }: { user: UserDetails & { country?: string | null } }) {
  const lists = useValueLists();
  const update = useUpdateAccount();
  const changeLocale = useChangeLocale();
  const [language, setLanguage] = useState(user.language ?? 'en');
  const [timezone, setTimezone] = useState(user.timezone ?? 'auto');
  const [country, setCountry] = useState<string | null>(user.country ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The client user carries no country: send it only when picked here, never a blank over a saved one.
    update.mutate(
      { timezone, ...(country !== (user.country ?? null) ? { country } : {}) },
      {
        onSuccess: () => {
          if (language !== (user.language ?? 'en')) changeLocale.mutate(language);
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
