import { accountApi } from '@coffer/contract';
import { useBootstrap, useChangeLocale, useCore, useTrans } from '@coffer/core';
import { Select, SelectItem } from '@coffer/ui/Select';
import { useQuery } from '@tanstack/react-query';

/**
 * The footer's language switch (spec §2.5, shown when i18n is on): the languages the server
 * offers; a choice is sent to `POST users/me/locale` (saved on the user, or in a cookie for a
 * guest) and its lines replace the bootstrap's, so the interface changes without a reload.
 */
export default function LanguageSwitch() {
  const { http } = useCore();
  const language = useBootstrap((data) => data.i18n.language);
  const languages = useQuery({
    queryKey: ['value-lists', 'localizations'],
    queryFn: () => http.call(accountApi.valueLists, { params: { names: 'localizations' } }),
    select: (lists) => lists.localizations ?? [],
  });
  const change = useChangeLocale();
  const { trans } = useTrans();
  return (
    <Select
      label={trans('Language')}
      items={languages.data ?? []}
      selectedKey={language}
      isDisabled={change.isPending}
      onSelectionChange={(key) => {
        if (key !== null && String(key) !== language) change.mutate(String(key));
      }}
    >
      {(item) => (
        <SelectItem id={item.language} textValue={item.name}>
          {item.name}
        </SelectItem>
      )}
    </Select>
  );
}
