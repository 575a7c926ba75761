import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type DataTableController,
  type DataTableDefaults,
  type DataTableFilters,
  type DataTableState,
  dataTableQuery,
  readDataTableState,
  writeDataTableState,
} from '../data-table/use-data-table-state';

/** The logs screen's tabs, as `?tab=` names them. */
export const logTabs = ['schedule', 'error', 'outgoing-email'] as const;
export type LogTab = (typeof logTabs)[number];

/** The tab the URL names; the schedule when it names none or one the screen lacks. */
export function readLogTab(params: URLSearchParams): LogTab {
  const tab = params.get('tab');
  return (logTabs as readonly string[]).includes(tab ?? '') ? (tab as LogTab) : 'schedule';
}

/**
 * The selected tab's list state, in the URL as `useDataTableState` keeps it, beside `?tab=`
 * (which that hook would drop, since it writes only a list's own params). Each tab's list
 * starts from its defaults: changing tab clears the other list's page and search.
 */
export function useLogTableState<O extends string>(
  tab: LogTab,
  defaults: DataTableDefaults<O>,
): DataTableController<O> {
  const [params, setParams] = useSearchParams();
  const { orderBy: defaultOrderBy, orderDir: defaultOrderDir, orderColumns } = defaults;
  const stable = useMemo(
    () => ({ orderBy: defaultOrderBy, orderDir: defaultOrderDir, orderColumns }),
    [defaultOrderBy, defaultOrderDir, orderColumns],
  );
  const state = useMemo(() => readDataTableState(params, stable), [params, stable]);

  const update = useCallback(
    (change: (current: DataTableState<O>) => Partial<DataTableState<O>>, replace = false) => {
      setParams(
        (current) => {
          const list = readDataTableState(current, stable);
          const next = writeDataTableState({ ...list, ...change(list) }, stable);
          if (tab !== 'schedule') next.set('tab', tab);
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams, stable, tab],
  );

  return {
    state,
    query: useMemo(() => dataTableQuery(state), [state]),
    setSearch: useCallback((query: string) => update(() => ({ query, page: 1 }), true), [update]),
    setPage: useCallback((page: number) => update(() => ({ page })), [update]),
    setPerPage: useCallback((perPage: number) => update(() => ({ perPage, page: 1 })), [update]),
    setSort: useCallback(
      (orderBy: O, orderDir: DataTableState<O>['orderDir']) =>
        update(() => ({ orderBy, orderDir, page: 1 })),
      [update],
    ),
    setFilter: useCallback(
      (name: string, value: DataTableFilters[string] | undefined) =>
        update((current) => {
          const filters = { ...current.filters };
          if (value === undefined) delete filters[name];
          else filters[name] = value;
          return { filters, page: 1 };
        }),
      [update],
    ),
  };
}
