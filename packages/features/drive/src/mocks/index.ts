import {
  DRIVE_MESSAGES,
  type FileEntry,
  type FileEntryUser,
  type FolderTreeItem,
  type SpaceUsage,
} from '@coffer/contract';
import { fileEntryFixture, folderEntryFixture } from '@coffer/contract/fixtures';
import { delay, HttpResponse, http } from 'msw';

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
  const ids = async (request: Request) =>
    ((await request.json()) as { entryIds?: number[] }).entryIds ?? [];
  return [
    http.get('*/api/v1/drive/file-entries', async ({ request }) => {
      if (loading) await delay('infinite');
      const url = new URL(request.url);
      const section = url.searchParams.get('section') ?? 'home';
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('perPage') ?? 50);
      let data = section === 'trash' ? trashed : live;
      if (section === 'starred') data = data.filter((e) => e.starred);
      if (section === 'sharedWithMe') data = [];
      if (section === 'search')
        data = query ? data.filter((e) => e.name.toLowerCase().includes(query)) : [];
      const slice = data.slice((page - 1) * perPage, page * perPage);
      return HttpResponse.json({
        pagination: {
          data: slice,
          current_page: page,
          per_page: perPage,
          total: data.length,
          last_page: Math.max(1, Math.ceil(data.length / perPage)),
        },
        folder: null,
      });
    }),
    http.get('*/api/v1/user/space-usage', () => HttpResponse.json(usage)),
    http.get('*/api/v1/users/:id/folders', () =>
      HttpResponse.json({
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
      }),
    ),
    http.post('*/api/v1/folders', async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      if (live.some((e) => e.type === 'folder' && e.name === name)) {
        return HttpResponse.json(
          { message: DRIVE_MESSAGES.folderExists, errors: { name: [DRIVE_MESSAGES.folderExists] } },
          { status: 422 },
        );
      }
      const folder = folderEntryFixture({ id: nextId++, name });
      live = [folder, ...live];
      return HttpResponse.json({ folder });
    }),
    http.post('*/api/v1/file-entries/:action', async ({ request, params }) => {
      const picked = new Set(await ids(request));
      const action = String(params.action);
      if (action === 'star' || action === 'unstar') {
        live = live.map((e) => (picked.has(e.id) ? { ...e, starred: action === 'star' } : e));
      } else if (action === 'delete') {
        trashed = [...trashed, ...live.filter((e) => picked.has(e.id))];
        live = live.filter((e) => !picked.has(e.id));
      } else if (action === 'restore') {
        live = [...live, ...trashed.filter((e) => picked.has(e.id))];
        trashed = trashed.filter((e) => !picked.has(e.id));
      }
      return HttpResponse.json({ fileEntries: [] });
    }),
  ];
}
