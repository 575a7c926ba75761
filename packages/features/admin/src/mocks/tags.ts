import { type Tag, tagsApi } from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';
import { listPage } from './list';

/** The tag list: two system labels and three custom tags. */
export function tagFixtures(): Tag[] {
  return [
    tag(1, 'starred', 'Starred', 'label', 42),
    tag(2, 'shared', 'Shared', 'label', 17),
    tag(3, 'invoices', 'Invoices', 'custom', 8),
    tag(4, 'holidays', 'Holidays 2026', 'custom', 23),
    tag(5, 'drafts', null, 'custom', 0),
  ];
}

export interface TagMockOptions {
  tags?: Tag[];
  /** Never answer the list (the loading state). */
  pending?: boolean;
  /** Field errors the save answers with (422). */
  errors?: Record<string, string[]>;
}

/** MSW handlers of the admin's tag calls, over an in-memory list. */
export function tagHandlers({
  tags = tagFixtures(),
  pending = false,
  errors,
}: TagMockOptions = {}) {
  let list = tags.map((t) => ({ ...t }));
  let nextId = 1000;
  return [
    mockEndpoint(tagsApi.list, async ({ query }) => {
      if (pending) await delay('infinite');
      return {
        pagination: listPage(list, query, {
          match: (t, search, filters: { type?: string }) =>
            (!search || `${t.name} ${t.display_name ?? ''}`.toLowerCase().includes(search)) &&
            (filters.type === undefined || t.type === filters.type),
          sort: { column: 'name', direction: 'asc' },
        }),
      };
    }),
    mockEndpoint(tagsApi.create, ({ body }) => {
      if (errors) return mockError(422, 'The given data was invalid.', errors);
      const created = tag(nextId++, body.name, body.display_name ?? null, 'custom', 0);
      created.created_at = new Date().toISOString();
      list = [...list, created];
      return { tag: created };
    }),
    mockEndpoint(tagsApi.update, ({ params, body }) => {
      if (errors) return mockError(422, 'The given data was invalid.', errors);
      const current = list.find((t) => t.id === Number(params.id));
      if (!current) return mockError(404, 'Not found.');
      const saved: Tag = {
        ...current,
        name: body.name ?? current.name,
        display_name: body.display_name === undefined ? current.display_name : body.display_name,
        type: body.type ?? current.type,
      };
      list = list.map((t) => (t.id === saved.id ? saved : t));
      return { tag: saved };
    }),
    mockEndpoint(tagsApi.remove, ({ params }) => {
      const ids = String(params.ids).split(',').map(Number);
      if (list.some((t) => ids.includes(t.id) && t.type === 'label')) {
        return mockError(403, 'Label tags cannot be deleted.');
      }
      list = list.filter((t) => !ids.includes(t.id));
      return { message: 'Tags deleted' };
    }),
  ];
}

function tag(
  id: number,
  name: string,
  display_name: string | null,
  type: Tag['type'],
  entries_count: number,
): Tag {
  const day = String(id).padStart(2, '0');
  return {
    id,
    name,
    display_name,
    type,
    entries_count,
    created_at: `2026-03-${day}T10:00:00.000Z`,
  };
}
