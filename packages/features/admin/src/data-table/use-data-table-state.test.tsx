import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  dataTableQuery,
  readDataTableState,
  useDataTableState,
  writeDataTableState,
} from './use-data-table-state';

const defaults = { orderBy: 'created_at', orderColumns: ['name', 'created_at'] } as const;

/** The hook inside a memory router at `url`; `router` shows where it wrote its state. */
function renderTableState(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useDataTableState(defaults), { wrapper });
  return { ...hook, search: () => new URLSearchParams(router?.state.location.search) };
}

describe('data-table state ↔ URL', () => {
  it('given an empty URL, reads the defaults', () => {
    expect(readDataTableState(new URLSearchParams(), defaults)).toEqual({
      query: '',
      page: 1,
      perPage: 15,
      orderBy: 'created_at',
      orderDir: 'desc',
      filters: {},
    });
  });

  it('given a hand-edited URL, falls back to defaults for what is invalid', () => {
    const params = new URLSearchParams(
      'page=-2&perPage=7&orderBy=password&orderDir=up&filters=%7Bbroken',
    );
    const state = readDataTableState(params, defaults);
    expect(state).toMatchObject({ page: 1, perPage: 15, orderBy: 'created_at', orderDir: 'desc' });
    expect(state.filters).toEqual({});
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const state = {
      query: 'ada',
      page: 3,
      perPage: 50,
      orderBy: 'name' as const,
      orderDir: 'asc' as const,
      filters: { suspended: true, role: 2 },
    };
    const params = writeDataTableState(state, defaults);
    expect(params.get('filters')).toBe('{"suspended":true,"role":2}');
    expect(readDataTableState(params, defaults)).toEqual(state);
    expect(
      writeDataTableState(readDataTableState(new URLSearchParams(), defaults), defaults).toString(),
    ).toBe('');
  });

  it('gives the endpoint query with filters as JSON, and none when empty', () => {
    const state = readDataTableState(new URLSearchParams('filters=%7B%22role%22%3A1%7D'), defaults);
    expect(dataTableQuery(state)).toEqual({
      query: undefined,
      page: 1,
      perPage: 15,
      orderBy: 'created_at',
      orderDir: 'desc',
      filters: '{"role":1}',
    });
  });

  it('after a new filter, search or page size, goes back to page 1 in the URL', () => {
    const { result, search } = renderTableState('/admin/users?page=3');
    expect(result.current.state.page).toBe(3);
    act(() => result.current.setFilter('email_verified', false));
    expect(search().get('page')).toBeNull();
    expect(search().get('filters')).toBe('{"email_verified":false}');
    act(() => result.current.setPage(2));
    act(() => result.current.setSearch('grace'));
    expect(search().get('query')).toBe('grace');
    expect(search().get('page')).toBeNull();
    act(() => result.current.setFilter('email_verified', undefined));
    expect(search().get('filters')).toBeNull();
  });

  it('keeps sort and page size in the URL, so a reload shows the same list', () => {
    const { result, search } = renderTableState('/admin/users');
    act(() => result.current.setSort('name', 'asc'));
    act(() => result.current.setPerPage(100));
    expect(search().toString()).toBe('perPage=100&orderBy=name&orderDir=asc');
    expect(result.current.query).toMatchObject({ perPage: 100, orderBy: 'name', orderDir: 'asc' });
  });
});
