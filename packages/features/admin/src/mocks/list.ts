/** One page of `rows`, after the query's `page` and `perPage`, as the list endpoints answer it. */
export function paginate<T>(rows: T[], query: URLSearchParams) {
  const perPage = Number(query.get('perPage') ?? 15);
  const current = Number(query.get('page') ?? 1);
  return {
    data: rows.slice((current - 1) * perPage, current * perPage),
    current_page: current,
    per_page: perPage,
    total: rows.length,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
  };
}

export interface ListPageOptions<T, F> {
  /** Whether `row` matches the search text (lowercased, maybe empty) and the parsed filters. */
  match?: (row: T, search: string, filters: F) => boolean;
  /** The order when the query names none: `orderBy` falls back to `column`, `orderDir` to `direction`. */
  sort?: { column: keyof T; direction: 'asc' | 'desc' };
}

/**
 * A fixture list as a list endpoint answers the query: searched and filtered (`query`,
 * `filters`), sorted (`orderBy`, `orderDir`), then paged.
 */
export function listPage<T extends object, F = Record<string, unknown>>(
  list: T[],
  query: URLSearchParams,
  { match, sort }: ListPageOptions<T, F> = {},
) {
  const filters = JSON.parse(query.get('filters') ?? '{}') as F;
  const search = (query.get('query') ?? '').toLowerCase();
  const rows = match ? list.filter((row) => match(row, search, filters)) : [...list];
  if (sort) {
    const column = (query.get('orderBy') ?? sort.column) as keyof T;
    const direction = (query.get('orderDir') ?? sort.direction) === 'asc' ? 1 : -1;
    rows.sort((a, b) => {
      const x = a[column] ?? '';
      const y = b[column] ?? '';
      return (x < y ? -1 : x > y ? 1 : 0) * direction;
    });
  }
  return paginate(rows, query);
}
