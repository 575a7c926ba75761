import { type DriveFilters, fileEntryTypes } from '@coffer/contract';
import { defineMessage, useTrans } from '@coffer/core';
import { SearchField } from '@coffer/ui/SearchField';
import { Select, SelectItem } from '@coffer/ui/Select';
import { Switch } from '@coffer/ui/Switch';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { driveKeys, type ListParams } from '../api/keys';
import * as styles from '../components/drive.css';

const typeLabels: Partial<Record<(typeof fileEntryTypes)[number], string>> = {
  folder: defineMessage('Folders'),
  image: defineMessage('Images'),
  video: defineMessage('Videos'),
  audio: defineMessage('Audio'),
  pdf: defineMessage('PDFs'),
  text: defineMessage('Text'),
  spreadsheet: defineMessage('Spreadsheets'),
  word: defineMessage('Documents'),
  powerPoint: defineMessage('Presentations'),
  archive: defineMessage('Archives'),
};
const types = fileEntryTypes.flatMap((id) => {
  const label = typeLabels[id];
  return label ? [{ id, label }] : [];
});

/** Reads the search page's filters from the URL (`filters` is JSON). */
export function readFilters(raw: string | null): DriveFilters {
  if (!raw) return {};
  try {
    return JSON.parse(raw) as DriveFilters;
  } catch {
    return {};
  }
}

const modifiedLabels = {
  any: defineMessage('Any time'),
  today: defineMessage('Today'),
  week: defineMessage('Last 7 days'),
  month: defineMessage('Last 30 days'),
  year: defineMessage('Last 365 days'),
} as const;
export type ModifiedPreset = keyof typeof modifiedLabels;
const DAY_MS = 86_400_000;

/** The earliest change a "Modified" choice keeps (midnight today for Today), or none. */
export function modifiedSince(preset: ModifiedPreset, now = new Date()): string | undefined {
  if (preset === 'any') return undefined;
  if (preset === 'today')
    return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
  const days = { week: 7, month: 30, year: 365 }[preset];
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

const isPreset = (value: string | null): value is ModifiedPreset =>
  value !== null && Object.hasOwn(modifiedLabels, value);

/**
 * The search page's query and filters (type, owner, modified, has a link, shared by me, in
 * trash), kept in the URL. The "Modified" choice stays in the URL by name (`modified`), so a
 * reload keeps "Last 7 days" and not a date that ages.
 */
export function SearchForm() {
  const { trans } = useTrans();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('query') ?? '');
  const filters = readFilters(params.get('filters'));
  const modifiedParam = params.get('modified');
  const modified: ModifiedPreset = isPreset(modifiedParam) ? modifiedParam : 'any';
  const queryClient = useQueryClient();
  const apply = (query: string, next: DriveFilters, preset: ModifiedPreset = modified) => {
    const out = new URLSearchParams();
    if (query.trim()) out.set('query', query.trim());
    if (preset !== 'any') out.set('modified', preset);
    const dated: DriveFilters = { ...next, updatedAfter: modifiedSince(preset) };
    const clean = Object.fromEntries(
      Object.entries(dated).filter(([, v]) => v !== undefined && v !== false),
    );
    if (Object.keys(clean).length > 0) out.set('filters', JSON.stringify(clean));
    // Pressing Enter again asks again: text is indexed after an upload, so an answer cached a
    // moment ago may already be out of date.
    void queryClient.invalidateQueries({
      queryKey: driveKeys.lists(),
      predicate: (q) => (q.queryKey[2] as ListParams | undefined)?.section === 'search',
    });
    setParams(out, { replace: true });
  };
  return (
    <search className={styles.searchForm}>
      <SearchField
        label={trans('Search files')}
        value={text}
        onChange={setText}
        onSubmit={(value) => apply(value, filters)}
        onClear={() => apply('', filters)}
        autoFocus
      />
      <Select
        label={trans('Type')}
        placeholder={trans('Any type')}
        selectedKey={typeof filters.type === 'string' ? filters.type : 'any'}
        onSelectionChange={(key) =>
          apply(text, {
            ...filters,
            type: key === 'any' ? undefined : (key as DriveFilters['type']),
          })
        }
      >
        <SelectItem id="any">{trans('Any type')}</SelectItem>
        {types.map(({ id, label }) => (
          <SelectItem key={id} id={id}>
            {trans(label)}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={trans('Owner')}
        selectedKey={filters.owner ?? 'anyone'}
        onSelectionChange={(key) =>
          apply(text, { ...filters, owner: key === 'anyone' ? undefined : (key as 'me' | 'notMe') })
        }
      >
        <SelectItem id="anyone">{trans('Anyone')}</SelectItem>
        <SelectItem id="me">{trans('Owned by me')}</SelectItem>
        <SelectItem id="notMe">{trans('Not owned by me')}</SelectItem>
      </Select>
      <Select
        label={trans('Modified')}
        selectedKey={modified}
        onSelectionChange={(key) => apply(text, filters, key as ModifiedPreset)}
      >
        {Object.entries(modifiedLabels).map(([id, label]) => (
          <SelectItem key={id} id={id}>
            {trans(label)}
          </SelectItem>
        ))}
      </Select>
      <Switch
        isSelected={!!filters.hasLink}
        onChange={(on) => apply(text, { ...filters, hasLink: on })}
      >
        {trans('Has a link')}
      </Switch>
      <Switch
        isSelected={!!filters.sharedByMe}
        onChange={(on) => apply(text, { ...filters, sharedByMe: on })}
      >
        {trans('Shared by me')}
      </Switch>
      <Switch
        isSelected={!!filters.inTrash}
        onChange={(on) => apply(text, { ...filters, inTrash: on })}
      >
        {trans('In trash')}
      </Switch>
    </search>
  );
}
