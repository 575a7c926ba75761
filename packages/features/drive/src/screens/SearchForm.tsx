import { type DriveFilters, fileEntryTypes } from '@coffer/contract';
import { SearchField } from '@coffer/ui/SearchField';
import { Select, SelectItem } from '@coffer/ui/Select';
import { Switch } from '@coffer/ui/Switch';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { driveKeys, type ListParams } from '../api/keys';
import * as styles from '../components/drive.css';

const typeLabels: Partial<Record<(typeof fileEntryTypes)[number], string>> = {
  folder: 'Folders',
  image: 'Images',
  video: 'Videos',
  audio: 'Audio',
  pdf: 'PDFs',
  text: 'Text',
  spreadsheet: 'Spreadsheets',
  word: 'Documents',
  powerPoint: 'Presentations',
  archive: 'Archives',
};
const types = fileEntryTypes.filter((t) => typeLabels[t]);

/** Reads the search page's filters from the URL (`filters` is JSON). */
export function readFilters(raw: string | null): DriveFilters {
  if (!raw) return {};
  try {
    return JSON.parse(raw) as DriveFilters;
  } catch {
    return {};
  }
}

/** The search page's query and filters (type, owner, in trash), kept in the URL. */
export function SearchForm() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('query') ?? '');
  const filters = readFilters(params.get('filters'));
  const queryClient = useQueryClient();
  const apply = (query: string, next: DriveFilters) => {
    const out = new URLSearchParams();
    if (query.trim()) out.set('query', query.trim());
    const clean = Object.fromEntries(
      Object.entries(next).filter(([, v]) => v !== undefined && v !== false),
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
        label="Search files"
        value={text}
        onChange={setText}
        onSubmit={(value) => apply(value, filters)}
        onClear={() => apply('', filters)}
        autoFocus
      />
      <Select
        label="Type"
        placeholder="Any type"
        selectedKey={typeof filters.type === 'string' ? filters.type : 'any'}
        onSelectionChange={(key) =>
          apply(text, {
            ...filters,
            type: key === 'any' ? undefined : (key as DriveFilters['type']),
          })
        }
      >
        <SelectItem id="any">Any type</SelectItem>
        {types.map((t) => (
          <SelectItem key={t} id={t}>
            {typeLabels[t]}
          </SelectItem>
        ))}
      </Select>
      <Select
        label="Owner"
        selectedKey={filters.owner ?? 'anyone'}
        onSelectionChange={(key) =>
          apply(text, { ...filters, owner: key === 'anyone' ? undefined : (key as 'me' | 'notMe') })
        }
      >
        <SelectItem id="anyone">Anyone</SelectItem>
        <SelectItem id="me">Owned by me</SelectItem>
        <SelectItem id="notMe">Not owned by me</SelectItem>
      </Select>
      <Switch
        isSelected={!!filters.inTrash}
        onChange={(on) => apply(text, { ...filters, inTrash: on })}
      >
        In trash
      </Switch>
    </search>
  );
}
