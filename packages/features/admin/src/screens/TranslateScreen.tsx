import type { LocalizationLine } from '@coffer/contract';
import { isHttpError, showHttpErrorToast, useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import { Link } from '@coffer/ui/Link';
import { SearchField } from '@coffer/ui/SearchField';
import { Skeleton } from '@coffer/ui/Skeleton';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { VirtualGrid, type VirtualGridColumn } from '@coffer/ui/VirtualGrid';
import { useDeferredValue, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useLocalizationLines, useSaveLines } from '../api/localizations';
import { AddLineDialog, LineEditorDialog } from '../components/LineEditorDialog';
import * as styles from '../components/localizations.css';
import { AdminPage } from '../layout/AdminPage';

/** A line as the list shows it: the saved line, with its unsaved text and refusal if any. */
interface ShownLine extends LocalizationLine {
  draft?: string;
  error?: string;
}

/** How many refused lines the problems box lists by name. */
const SHOWN_PROBLEMS = 5;

/**
 * `/admin/localizations/{localeId}/translate` (localizations.update): every line of a
 * language in a virtualised list, searched by English text and translation. A line opens in a
 * dialog; its change waits, unsaved (and kept while searching), until Save sends every change
 * at once. New lines (an English text of the admin's, such as a menu label) are added the
 * same way.
 */
export function TranslateScreen() {
  const { trans } = useTrans();
  const id = Number(useParams().localeId);
  const language = useLocalizationLines(id);
  const save = useSaveLines(id);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const query = useDeferredValue(search.trim().toLowerCase());

  const lines = useMemo(() => {
    const saved = language.data?.lines ?? [];
    const known = new Set(saved.map((line) => line.key));
    const fresh = added
      .filter((key) => !known.has(key))
      .map((key): LocalizationLine => ({ key, english: null, text: '', custom: false }));
    return [...saved, ...fresh].map(
      (line): ShownLine => ({ ...line, draft: drafts[line.key], error: errors[line.key] }),
    );
  }, [language.data, added, drafts, errors]);

  const shown = useMemo(
    () =>
      query
        ? lines.filter((line) =>
            [line.key, line.english ?? '', line.text, line.draft ?? ''].some((value) =>
              value.toLowerCase().includes(query),
            ),
          )
        : lines,
    [lines, query],
  );

  const changes = Object.keys(drafts).length;
  const editedLine = editing === null ? undefined : lines.find((line) => line.key === editing);

  const keepChange = (key: string, text: string) => {
    const savedText = language.data?.lines.find((line) => line.key === key)?.text;
    setDrafts((current) => {
      const next = { ...current };
      // Back to the saved text: nothing to save for it.
      if (text === savedText) delete next[key];
      else next[key] = text;
      return next;
    });
  };

  const saveChanges = () =>
    save.mutate(
      { lines: drafts },
      {
        onSuccess: () => {
          setDrafts({});
          setAdded([]);
          setErrors({});
          toast.positive(trans('Lines saved'));
        },
        onError: (error: unknown) => {
          const refused = isHttpError(error) ? error.payload.errors : undefined;
          if (!refused) return showHttpErrorToast(error);
          setErrors(
            Object.fromEntries(
              Object.entries(refused).map(([field, messages]) => [
                field.replace(/^lines\./, ''),
                messages[0] ?? '',
              ]),
            ),
          );
        },
      },
    );

  const columns = useMemo<VirtualGridColumn<ShownLine>[]>(
    () => [
      {
        id: 'english',
        name: trans('English'),
        isRowHeader: true,
        render: (line) => (
          <span className={styles.cellText}>
            {line.english === null && <Badge tone="primary">{trans('Added')}</Badge>}
            <Text size="sm" truncate>
              {line.english ?? line.key}
            </Text>
          </span>
        ),
      },
      {
        id: 'text',
        name: trans('Translation'),
        render: (line) => {
          const text = line.draft ?? line.text;
          return (
            <span className={styles.cellText}>
              <Text size="sm" tone={text ? 'default' : 'muted'} truncate>
                {text || trans('Not translated')}
              </Text>
            </span>
          );
        },
      },
      {
        id: 'state',
        name: trans('State'),
        width: 140,
        render: (line) =>
          line.error !== undefined ? (
            <Badge tone="danger">{trans('Not valid')}</Badge>
          ) : line.draft !== undefined ? (
            <Badge tone="primary">{trans('Unsaved')}</Badge>
          ) : line.custom ? (
            <Badge>{trans('Edited')}</Badge>
          ) : null,
      },
    ],
    [trans],
  );

  const name = language.data?.localization.name;
  const problems = Object.entries(errors);
  return (
    <AdminPage
      title={name ? trans('Translate {name}', { name }) : trans('Translate')}
      actions={
        <div className={styles.toolbarEnd}>
          <Button variant="outline" onPress={() => setAdding(true)} isDisabled={!language.data}>
            {trans('Add line')}
          </Button>
          <Button onPress={saveChanges} isDisabled={changes === 0} isPending={save.isPending}>
            {trans('Save')}
          </Button>
        </div>
      }
    >
      <div className={styles.toolbar}>
        <Link href="/admin/localizations">{trans('All languages')}</Link>
        <SearchField label={trans('Search lines')} value={search} onChange={setSearch} />
        <div className={styles.toolbarEnd}>
          <Text size="sm" tone="muted">
            {trans('{shown, number} of {total, plural, one {# line} other {# lines}}', {
              shown: shown.length,
              total: lines.length,
            })}
          </Text>
          <div aria-live="polite">
            {changes > 0 && (
              <Text size="sm">
                {trans('{count, plural, one {# unsaved change} other {# unsaved changes}}', {
                  count: changes,
                })}
              </Text>
            )}
          </div>
        </div>
      </div>
      {problems.length > 0 && (
        <div role="alert" className={styles.problems}>
          <Text size="sm" tone="danger" weight="medium">
            {trans(
              '{count, plural, one {# line is not valid} other {# lines are not valid}}: nothing was saved.',
              { count: problems.length },
            )}
          </Text>
          {problems.slice(0, SHOWN_PROBLEMS).map(([key, message]) => (
            <Text key={key} size="sm" tone="danger">
              {trans('{line}: {problem}', { line: key, problem: message })}
            </Text>
          ))}
        </div>
      )}
      {language.isPending ? (
        <Skeleton shape="rect" height={320} />
      ) : language.isError ? (
        <EmptyState
          size="compact"
          headingLevel={2}
          title={trans('There was an issue loading this page')}
          description={trans('Please try again later')}
        />
      ) : (
        <VirtualGrid
          aria-label={trans('Lines')}
          items={shown}
          getKey={(line) => line.key}
          getTextValue={(line) => line.english ?? line.key}
          getDescription={(line) => line.error}
          columns={columns}
          rowHeight={48}
          height="min(65vh, 720px)"
          onAction={(key) => setEditing(String(key))}
          renderEmptyState={() => (
            <EmptyState
              size="compact"
              headingLevel={2}
              title={trans('No lines match')}
              description={trans('Try another search.')}
            />
          )}
        />
      )}
      <LineEditorDialog
        line={
          editedLine
            ? {
                key: editedLine.key,
                english: editedLine.english,
                text: editedLine.draft ?? editedLine.text,
                error: editedLine.error,
              }
            : null
        }
        onClose={() => setEditing(null)}
        onApply={keepChange}
      />
      <AddLineDialog
        isOpen={adding}
        onClose={() => setAdding(false)}
        exists={(key) => lines.some((line) => line.key === key)}
        onAdd={(key, text) => {
          setAdded((current) => [...current, key]);
          setDrafts((current) => ({ ...current, [key]: text }));
        }}
      />
    </AdminPage>
  );
}
