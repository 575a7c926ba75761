import { type AdminFileEntry, adminFilesApi } from '@coffer/contract';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { bypass, delay, HttpResponse } from 'msw';
import { listPage } from './list';

const ADA = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };
const GRACE = { id: 2, name: 'Grace Hopper', email: 'grace@example.com' };

/** Entries of two users: a folder, files of several types, one linked, one in the trash. */
export function adminFileFixtures(): AdminFileEntry[] {
  return [
    entry(1, 'Reports', 'folder', null, 4_200_000, ADA),
    entry(2, 'budget.xlsx', 'spreadsheet', 'application/vnd.ms-excel', 48_000, ADA, {
      tags: [{ id: 3, name: 'invoices', display_name: 'Invoices' }],
    }),
    entry(3, 'beach.jpg', 'image', 'image/jpeg', 2_400_000, GRACE, { has_link: true }),
    entry(4, 'notes.txt', 'text', 'text/plain', 1_200, GRACE),
    entry(5, 'old-draft.pdf', 'pdf', 'application/pdf', 310_000, ADA, {
      deleted_at: '2026-03-20T08:00:00.000Z',
    }),
  ];
}

interface AdminFileFilters {
  type?: string;
  owner?: number;
  has_link?: boolean;
  in_trash?: boolean;
}

export interface AdminFileMockOptions {
  entries?: AdminFileEntry[];
  /** Never answer the list (the loading state). */
  pending?: boolean;
}

/** MSW handlers of the admin's file calls, over an in-memory list. */
export function adminFileHandlers({
  entries = adminFileFixtures(),
  pending = false,
}: AdminFileMockOptions = {}) {
  let list = entries.map((e) => ({ ...e }));
  return [
    mockEndpoint(adminFilesApi.list, async ({ query }) => {
      if (pending) await delay('infinite');
      return {
        pagination: listPage(list, query, {
          match: (e, search, filters: AdminFileFilters) =>
            (!search || e.name.toLowerCase().includes(search)) &&
            (filters.type === undefined || e.type === filters.type) &&
            (filters.owner === undefined || e.owner?.id === filters.owner) &&
            (filters.has_link === undefined || e.has_link === filters.has_link) &&
            (filters.in_trash === undefined || (e.deleted_at !== null) === filters.in_trash),
          sort: { column: 'updated_at', direction: 'desc' },
        }),
      };
    }),
    // The preview route answers the bytes (whole: the previewer reads small files at once).
    mockEndpoint(adminFilesApi.preview, async ({ params }) => {
      const entry = list.find((e) => e.id === Number(params.id));
      if (!entry?.url) return mockError(404, 'File entry not found.');
      const bytes = await previewBytes(entry);
      return new HttpResponse(bytes, { headers: { 'Content-Type': entry.mime ?? 'text/plain' } });
    }),
    mockEndpoint(adminFilesApi.remove, ({ params }) => {
      const ids = String(params.ids).split(',').map(Number);
      if (ids.some((id) => !list.some((e) => e.id === id))) {
        return mockError(404, 'File entry not found.');
      }
      list = list.filter((e) => !ids.includes(e.id));
      return { message: 'Entries deleted' };
    }),
  ];
}

/** A file's bytes: the Storybook static dir's picture for images, a few lines for the rest. */
async function previewBytes(entry: AdminFileEntry): Promise<ArrayBuffer> {
  if (entry.type === 'image') {
    return (await fetch(bypass('/fixtures/preview/landscape.jpg'))).arrayBuffer();
  }
  return new TextEncoder().encode(`Notes of ${entry.owner?.name ?? 'nobody'}\n`)
    .buffer as ArrayBuffer;
}

function entry(
  id: number,
  name: string,
  type: AdminFileEntry['type'],
  mime: string | null,
  size: number,
  owner: AdminFileEntry['owner'],
  extra: Partial<AdminFileEntry> = {},
): AdminFileEntry {
  const day = String(id + 10).padStart(2, '0');
  return {
    id,
    name,
    type,
    mime,
    size,
    owner,
    has_link: false,
    updated_at: `2026-03-${day}T10:00:00.000Z`,
    created_at: `2026-02-${day}T10:00:00.000Z`,
    deleted_at: null,
    tags: [],
    url: type === 'folder' ? null : `/api/v1/admin/file-entries/${id}/preview`,
    ...extra,
  };
}
