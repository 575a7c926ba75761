import { accountApi } from '@coffer/contract';
import { dateFormats } from '@coffer/contract/constants';
import { defineMessage, useHttp, useTrans } from '@coffer/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SettingsForm, SettingsSwitch } from './SettingsForm';
import { SettingsSelect } from './SettingsSelect';
import type { TabKeys } from './settings-values';
import type { SettingsPanelProps } from './tabs';

const KEYS: TabKeys = {
  client: ['dates.default_timezone', 'i18n.default_locale', 'dates.format', 'i18n.enable'],
};

/** The stored value of the time zone that follows each visitor's browser. */
const AUTO_ZONE = 'auto';

const FORMAT_NAMES: Record<(typeof dateFormats)[number], string> = {
  short: defineMessage('Short'),
  medium: defineMessage('Medium'),
  long: defineMessage('Long'),
};

/** A sample date, so each format's option shows what it looks like. */
const SAMPLE = new Date(Date.UTC(2026, 2, 14, 12));

/** Localization: the default time zone and language, how dates are written, the language switch. */
export function LocalizationPanel({ settings }: SettingsPanelProps) {
  const { trans, formatDate } = useTrans();
  const http = useHttp();
  // The languages that have a catalogue, as the account's language select lists them.
  const languages = useQuery({
    queryKey: ['admin', 'value-lists', 'localizations'],
    queryFn: () => http.call(accountApi.valueLists, { params: { names: 'localizations' } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const zones = useMemo(
    () => [
      { id: AUTO_ZONE, label: trans('Automatic (each visitor’s browser)') },
      ...Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, label: zone })),
    ],
    [trans],
  );
  return (
    <SettingsForm settings={settings} keys={KEYS} label={trans('Localization')}>
      {({ form }) => (
        <>
          <SettingsSelect
            control={form.control}
            name="client.dates.default_timezone"
            label={trans('Default time zone')}
            options={zones}
          />
          <SettingsSelect
            control={form.control}
            name="client.i18n.default_locale"
            label={trans('Default language')}
            options={(languages.data?.localizations ?? []).map((l) => ({
              id: l.language,
              label: l.name,
            }))}
          />
          <SettingsSelect
            control={form.control}
            name="client.dates.format"
            label={trans('Date format')}
            options={dateFormats.map((format) => ({
              id: format,
              label: trans('{name} ({example})', {
                name: trans(FORMAT_NAMES[format]),
                example: formatDate(SAMPLE.toISOString(), { dateStyle: format }),
              }),
            }))}
          />
          <SettingsSwitch
            control={form.control}
            name="client.i18n.enable"
            label={trans('Let users choose their language')}
            description={trans('Shows the language switch in the footer and the account.')}
          />
        </>
      )}
    </SettingsForm>
  );
}
