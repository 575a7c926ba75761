import type { Pagination } from '@coffer/contract';

/** Where one page of `perPage` rows starts: the repo's `limit` and `offset`. */
export function pageWindow(page: number, perPage: number) {
  return { limit: perPage, offset: (page - 1) * perPage };
}

/** The usual `pagination` answer of a paged list: page `page` of `total` rows, `data` its rows. */
export function paginated<T>(
  data: T[],
  page: number,
  perPage: number,
  total: number,
): { pagination: Pagination<T> } {
  const last_page = Math.max(1, Math.ceil(total / perPage));
  return { pagination: { data, current_page: page, per_page: perPage, total, last_page } };
}
