import {
  DRIVE_MESSAGES,
  type DriveListResponse,
  driveApi,
  type FileEntry,
  type FileEntryUser,
  type FolderTreeItem,
  type SpaceUsage,
} from '@coffer/contract';
import { fileEntryFixture, folderEntryFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay } from 'msw';

const owner = fileEntryFixture().users;

/** People the sample drive is shared with (the owner is the signed-in fixture user, id 1). */
export const sampleSharees: FileEntryUser[] = [
  {
    id: 2,
    name: 'Alan Turing',
    email: 'alan@example.com',
    image: null,
    owns_entry: false,
    entry_permissions: { view: true, edit: false, download: true },
  },
  {
    id: 3,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    image: null,
    owns_entry: false,
    entry_permissions: { view: true, edit: true, download: true },
  },
];

/**
 * A small drive: two folders and files of several types at the root. 'Projects' is shared
 * with two people; 'Holiday.jpg' with one and by a public link; 'Contract.pdf' by a link.
 */
export function sampleEntries(): FileEntry[] {
  return [
    folderEntryFixture({
      id: 1,
      name: 'Projects',
      path: '1',
      file_size: 4_200_000,
      users: [...owner, ...sampleSharees],
    }),
    folderEntryFixture({ id: 2, name: 'Photos', path: '2', starred: true }),
    fileEntryFixture({
      id: 3,
      name: 'Budget 2026.xlsx',
      type: 'spreadsheet',
      mime: null,
      extension: 'xlsx',
      file_size: 48_000,
      path: '3',
    }),
    fileEntryFixture({
      id: 4,
      name: 'Holiday.jpg',
      type: 'image',
      mime: 'image/jpeg',
      extension: 'jpg',
      file_size: 2_400_000,
      path: '4',
      users: [...owner, sampleSharees[0] as FileEntryUser],
      has_link: true,
    }),
    fileEntryFixture({
      id: 5,
      name: 'Contract.pdf',
      type: 'pdf',
      mime: 'application/pdf',
      extension: 'pdf',
      file_size: 310_000,
      path: '5',
      starred: true,
      has_link: true,
    }),
    fileEntryFixture({ id: 6, name: 'notes.txt', path: '6' }),
  ];
}

/** The sample drive with tags on two files: 'Budget 2026.xlsx' two, 'Contract.pdf' one. */
export function taggedEntries(): FileEntry[] {
  const tags: Record<string, FileEntry['tags']> = {
    'Budget 2026.xlsx': [
      { id: 1, name: 'invoices', display_name: 'Invoices' },
      { id: 2, name: 'tax-2026', display_name: null },
    ],
    'Contract.pdf': [{ id: 3, name: 'legal', display_name: 'Legal' }],
  };
  return sampleEntries().map((entry) => ({ ...entry, tags: tags[entry.name] ?? [] }));
}

/** `count` generated files (paging and virtualisation stories). */
export function manyEntries(count: number): FileEntry[] {
  return Array.from({ length: count }, (_, i) =>
    fileEntryFixture({
      id: 1000 + i,
      name: `Report ${String(i + 1).padStart(5, '0')}.txt`,
      path: String(1000 + i),
    }),
  );
}

export interface DriveMockOptions {
  entries?: FileEntry[];
  trash?: FileEntry[];
  usage?: SpaceUsage;
  /** Keep the listing pending (loading state). */
  loading?: boolean;
}

/** One page of a listing, as the server answers it. */
export function listPage(data: FileEntry[], page = 1, perPage = 50): DriveListResponse {
  return {
    pagination: {
      data: data.slice((page - 1) * perPage, page * perPage),
      current_page: page,
      per_page: perPage,
      total: data.length,
      last_page: Math.max(1, Math.ceil(data.length / perPage)),
    },
    folder: null,
  };
}

/** MSW handlers of the drive calls over in-memory data (listing pages, actions, folders). */
export function driveHandlers({
  entries = sampleEntries(),
  trash = [],
  usage = { used: 6_900_000, available: 1_073_741_824 },
  loading = false,
}: DriveMockOptions = {}) {
  let live = entries.map((e) => ({ ...e }));
  let trashed = trash.map((e) => ({ ...e }));
  let nextId = 5000;
  const picked = (entryIds: readonly unknown[] | undefined) =>
    new Set((entryIds ?? []).map(Number));
  const among = (list: FileEntry[], ids: Set<number>) => list.filter((e) => ids.has(e.id));
  return [
    mockEndpoint(driveApi.list, async ({ query: params }) => {
      if (loading) await delay('infinite');
      const section = params.get('section') ?? 'home';
      const query = (params.get('query') ?? '').toLowerCase();
      let data = section === 'trash' ? trashed : live;
      if (section === 'starred') data = data.filter((e) => e.starred);
      if (section === 'sharedWithMe') data = [];
      if (section === 'search')
        data = query ? data.filter((e) => e.name.toLowerCase().includes(query)) : [];
      return listPage(data, Number(params.get('page') ?? 1), Number(params.get('perPage') ?? 50));
    }),
    mockEndpoint(driveApi.spaceUsage, () => usage),
    mockEndpoint(driveApi.folderTree, () => ({
      folders: live
        .filter((e) => e.type === 'folder')
        .map(
          (f): FolderTreeItem => ({
            id: f.id,
            hash: f.hash,
            name: f.name,
            parent_id: f.parent_id,
            path: f.path,
            shared: f.users.some((u) => !u.owns_entry),
          }),
        ),
    })),
    mockEndpoint(driveApi.folderPath, ({ params }) => {
      const folder = live.find((e) => e.type === 'folder' && e.hash === params.hash);
      return folder ? { path: [folder] } : mockError(404, DRIVE_MESSAGES.notFound);
    }),
    mockEndpoint(driveApi.createFolder, ({ body }) => {
      const name = String(body.name).trim();
      if (live.some((e) => e.type === 'folder' && e.name === name)) {
        return mockError(422, DRIVE_MESSAGES.folderExists, { name: [DRIVE_MESSAGES.folderExists] });
      }
      const folder = folderEntryFixture({ id: nextId++, name });
      live = [folder, ...live];
      return { folder };
    }),
    mockEndpoint(driveApi.update, ({ params, body }) => {
      const entry = live.find((e) => String(e.id) === params.id || e.hash === params.id);
      if (!entry) return mockError(404, DRIVE_MESSAGES.notFound);
      const renamed = { ...entry, name: body.name?.trim() ?? entry.name };
      live = live.map((e) => (e.id === entry.id ? renamed : e));
      return { fileEntry: renamed };
    }),
    ...(['star', 'unstar'] as const).map((action) =>
      mockEndpoint(driveApi[action], ({ body }) => {
        const ids = picked(body.entryIds);
        live = live.map((e) => (ids.has(e.id) ? { ...e, starred: action === 'star' } : e));
        return { fileEntries: among(live, ids) };
      }),
    ),
    mockEndpoint(driveApi.delete, ({ body }) => {
      const ids = body.emptyTrash ? new Set(trashed.map((e) => e.id)) : picked(body.entryIds);
      if (body.emptyTrash || body.deleteForever) {
        trashed = trashed.filter((e) => !ids.has(e.id));
      } else {
        trashed = [...trashed, ...among(live, ids)];
      }
      live = live.filter((e) => !ids.has(e.id));
      return { message: 'Entries deleted', entryIds: [...ids] };
    }),
    mockEndpoint(driveApi.restore, ({ body }) => {
      const ids = picked(body.entryIds);
      const restored = among(trashed, ids);
      live = [...live, ...restored];
      trashed = trashed.filter((e) => !ids.has(e.id));
      return { fileEntries: restored };
    }),
    mockEndpoint(driveApi.move, ({ body }) => {
      const ids = picked(body.entryIds);
      const parent = body.destinationId == null ? null : Number(body.destinationId);
      live = live.map((e) => (ids.has(e.id) ? { ...e, parent_id: parent } : e));
      return { fileEntries: among(live, ids) };
    }),
    mockEndpoint(driveApi.duplicate, ({ body }) => {
      const copies = among(live, picked(body.entryIds)).map((e) => ({
        ...e,
        id: nextId,
        hash: `copy-${nextId++}`,
        name: `${e.name} (copy)`,
      }));
      live = [...live, ...copies];
      return { fileEntries: copies };
    }),
  ];
}
