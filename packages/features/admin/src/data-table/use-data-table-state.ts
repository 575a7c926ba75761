import { ADMIN_PER_PAGE, type OrderDirection } from '@coffer/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The page sizes a list offers (ADMIN_PER_PAGE first). */
export const PAGE_SIZES = [ADMIN_PER_PAGE, 50, 100] as const;

/** A list's filters: each a JSON value the list's filter schema knows. */
export type DataTableFilters = Record<string, string | number | boolean>;

export interface DataTableState<O extends string> {
  /** The search text as the URL holds it (already debounced). */
  query: string;
  page: number;
  perPage: number;
  orderBy: O;
  orderDir: OrderDirection;
  filters: DataTableFilters;
}

export interface DataTableDefaults<O extends string> {
  orderBy: O;
  orderDir?: OrderDirection;
  /** The columns the list sorts by: any other `orderBy` in the URL falls back to the default. */
  orderColumns: readonly O[];
}

/** The list query an admin endpoint takes (`filters` as JSON, absent when empty). */
export interface DataTableQuery<O extends string> {
  query?: string;
  page: number;
  perPage: number;
  orderBy: O;
  orderDir: OrderDirection;
  filters?: string;
}

/**
 * Reads a list's state from URL search params: what is missing or invalid takes its default,
 * so a hand-edited or old link still opens a list.
 */
export function readDataTableState<O extends string>(
  params: URLSearchParams,
  defaults: DataTableDefaults<O>,
): DataTableState<O> {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const orderBy = params.get('orderBy') as O | null;
  const orderDir = params.get('orderDir');
  return {
    query: params.get('query') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : ADMIN_PER_PAGE,
    orderBy: orderBy && defaults.orderColumns.includes(orderBy) ? orderBy : defaults.orderBy,
    orderDir: orderDir === 'asc' || orderDir === 'desc' ? orderDir : (defaults.orderDir ?? 'desc'),
    filters: readFilters(params.get('filters')),
  };
}

/** Writes a list's state to search params, leaving defaults out so links stay short. */
export function writeDataTableState<O extends string>(
  state: DataTableState<O>,
  defaults: DataTableDefaults<O>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.perPage !== ADMIN_PER_PAGE) params.set('perPage', String(state.perPage));
  if (state.orderBy !== defaults.orderBy) params.set('orderBy', state.orderBy);
  if (state.orderDir !== (defaults.orderDir ?? 'desc')) params.set('orderDir', state.orderDir);
  if (Object.keys(state.filters).length > 0) {
    params.set('filters', JSON.stringify(state.filters));
  }
  return params;
}

/** The endpoint query of a list's state. */
export function dataTableQuery<O extends string>(state: DataTableState<O>): DataTableQuery<O> {
  return {
    query: state.query || undefined,
    page: state.page,
    perPage: state.perPage,
    orderBy: state.orderBy,
    orderDir: state.orderDir,
    filters: Object.keys(state.filters).length > 0 ? JSON.stringify(state.filters) : undefined,
  };
}

export interface DataTableStateOptions {
  /**
   * Other search params the page keeps beside the list's own (e.g. `['tab']`): the hook
   * writes only a list's params and would otherwise drop them.
   */
  keep?: readonly string[];
}

/**
 * A list's search, page, page size, sort and filters, kept in the URL's search params so a
 * reload or Back shows the same rows. A new search, filter or page size starts at page 1.
 */
export function useDataTableState<O extends string>(
  defaults: DataTableDefaults<O>,
  options: DataTableStateOptions = {},
) {
  const [params, setParams] = useSearchParams();
  const keepKey = options.keep?.join('\n') ?? '';
  const { orderBy: defaultOrderBy, orderDir: defaultOrderDir, orderColumns } = defaults;
  const stable = useMemo(
    () => ({ orderBy: defaultOrderBy, orderDir: defaultOrderDir, orderColumns }),
    [defaultOrderBy, defaultOrderDir, orderColumns],
  );
  const state = useMemo(() => readDataTableState(params, stable), [params, stable]);

  const update = useCallback(
    (
      change: (current: DataTableState<O>) => Partial<DataTableState<O>>,
      how?: { replace?: boolean },
    ) => {
      setParams(
        (params) => {
          const current = readDataTableState(params, stable);
          const next = writeDataTableState({ ...current, ...change(current) }, stable);
          for (const name of keepKey ? keepKey.split('\n') : []) {
            const value = params.get(name);
            if (value !== null) next.set(name, value);
          }
          return next;
        },
        { replace: how?.replace, preventScrollReset: true },
      );
    },
    [setParams, stable, keepKey],
  );

  return {
    state,
    query: useMemo(() => dataTableQuery(state), [state]),
    /** A new search text; replaces the history entry, since it changes as one types. */
    setSearch: useCallback(
      (query: string) => update(() => ({ query, page: 1 }), { replace: true }),
      [update],
    ),
    setPage: useCallback((page: number) => update(() => ({ page })), [update]),
    setPerPage: useCallback((perPage: number) => update(() => ({ perPage, page: 1 })), [update]),
    setSort: useCallback(
      (orderBy: O, orderDir: OrderDirection) => update(() => ({ orderBy, orderDir, page: 1 })),
      [update],
    ),
    /** Sets one filter, or removes it with undefined. */
    setFilter: useCallback(
      (name: string, value: DataTableFilters[string] | undefined) =>
        update((current) => ({ filters: withFilter(current.filters, name, value), page: 1 })),
      [update],
    ),
  };
}

export type DataTableController<O extends string> = ReturnType<typeof useDataTableState<O>>;

function withFilter(
  filters: DataTableFilters,
  name: string,
  value: DataTableFilters[string] | undefined,
): DataTableFilters {
  const next = { ...filters };
  if (value === undefined) delete next[name];
  else next[name] = value;
  return next;
}

function readFilters(text: string | null): DataTableFilters {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)),
    ) as DataTableFilters;
  } catch {
    return {};
  }
}
