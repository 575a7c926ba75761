import type {
  FileEntry,
  LinkAccessLogItem,
  ShareableLink,
  ShareableLinkPage,
  ShareInvitation,
} from '@coffer/contract';
import { fileEntryFixture, folderEntryFixture } from '@coffer/contract/fixtures';
import { HttpResponse, type HttpResponseResolver, http } from 'msw';

/** The client sends PUT and DELETE as POST with `_method` (spec §7). */
function overridden(method: 'PUT' | 'DELETE', path: string, resolver: HttpResponseResolver) {
  return http.post(path, (info) =>
    new URL(info.request.url).searchParams.get('_method') === method ? resolver(info) : undefined,
  );
}

export const ownerUser = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  image: null,
  owns_entry: true,
  entry_permissions: { view: true, edit: true, download: true },
};

export const shareeUser = {
  id: 2,
  name: 'Alan Turing',
  email: 'alan@example.com',
  image: null,
  owns_entry: false,
  entry_permissions: { view: true, edit: false, download: true },
};

/** A folder owned by the signed-in fixture user (id 1), shared with Alan. */
export function sharedFolder(overrides: Partial<FileEntry> = {}): FileEntry {
  return folderEntryFixture({
    id: 10,
    name: 'Plans',
    path: '3/10',
    users: [ownerUser, shareeUser],
    ...overrides,
  });
}

export function linkFixture(overrides: Partial<ShareableLink> = {}): ShareableLink {
  return {
    id: 1,
    hash: 'AbCdEfGhIjKlMnOp',
    entry_id: 10,
    user_id: 1,
    allow_download: true,
    allow_edit: false,
    expires_at: null,
    has_password: false,
    download_limit: null,
    download_count: 4,
    created_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export const sampleLog: LinkAccessLogItem[] = [
  {
    id: 2,
    time: '2026-01-05T09:30:00.000Z',
    ip_prefix: '203.0.113.0',
    user_agent: 'Firefox on Linux',
    action: 'download',
  },
  {
    id: 1,
    time: '2026-01-05T09:29:00.000Z',
    ip_prefix: '203.0.113.0',
    user_agent: 'Firefox on Linux',
    action: 'view',
  },
];

/** Shares waiting for addresses nobody has proven yet, newest first. */
export const sampleInvitations: ShareInvitation[] = [
  {
    email: 'grace@hopper.test',
    permissions: { view: true, edit: true, download: true },
    created_at: '2026-01-06T08:00:00.000Z',
  },
  {
    email: 'katherine@nasa.test',
    permissions: { view: true, edit: false, download: false },
    created_at: '2026-01-04T15:30:00.000Z',
  },
];

/**
 * Share dialog API: share, change permissions, unshare, answered from `entry`; addresses
 * outside example.com stand for those nobody has proven, whose shares wait in `invitations`.
 */
export function shareHandlers(entry: FileEntry, initialInvitations: ShareInvitation[] = []) {
  let current = entry;
  let invitations = initialInvitations;
  const invitationsPath = '*/api/v1/file-entries/:id/share-invitations';
  return [
    http.get(invitationsPath, () => HttpResponse.json({ invitations })),
    overridden('DELETE', invitationsPath, async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      if (!invitations.some((i) => i.email === email)) {
        const message = 'No invitation to this address is waiting.';
        return HttpResponse.json({ message, errors: { email: [message] } }, { status: 422 });
      }
      invitations = invitations.filter((i) => i.email !== email);
      return HttpResponse.json({ invitations });
    }),
    http.post('*/api/v1/file-entries/:id/share', async ({ request }) => {
      const body = (await request.json()) as {
        emails: string[];
        permissions: { edit: boolean; download: boolean };
      };
      const added = body.emails
        .filter((e) => e.endsWith('@example.com'))
        .map((email, i) => ({
          ...shareeUser,
          id: 100 + i + current.users.length,
          name: email.split('@')[0] ?? email,
          email,
          entry_permissions: { view: true, ...body.permissions },
        }));
      current = { ...current, users: [...current.users, ...added] };
      const invited = body.emails.filter((e) => !e.endsWith('@example.com'));
      invitations = [
        ...invited.map((email) => ({
          email,
          permissions: { view: true as const, ...body.permissions },
          created_at: new Date().toISOString(),
        })),
        ...invitations.filter((i) => !invited.includes(i.email)),
      ];
      return HttpResponse.json({ fileEntry: current, invited });
    }),
    overridden('PUT', '*/api/v1/file-entries/:id/change-permissions', async ({ request }) => {
      const body = (await request.json()) as {
        userId: number;
        permissions: FileEntry['users'][number]['entry_permissions'];
      };
      current = {
        ...current,
        users: current.users.map((u) =>
          u.id === body.userId ? { ...u, entry_permissions: body.permissions } : u,
        ),
      };
      return HttpResponse.json({ fileEntry: current });
    }),
    http.post('*/api/v1/file-entries/:ids/unshare', async ({ request }) => {
      const body = (await request.json()) as { userId: number | 'me' };
      current = { ...current, users: current.users.filter((u) => u.id !== body.userId) };
      return HttpResponse.json({
        entryIds: [current.id],
        fileEntries: body.userId === 'me' ? [] : [current],
      });
    }),
  ];
}

/** Link dialog API, starting from `link` (null: no link yet). */
export function linkHandlers(initial: ShareableLink | null, log: LinkAccessLogItem[] = sampleLog) {
  let link = initial;
  const base = '*/api/v1/file-entries/:id/shareable-link';
  return [
    http.get(`${base}/access-log`, () =>
      HttpResponse.json({
        pagination: { data: log, current_page: 1, per_page: 50, total: log.length, last_page: 1 },
      }),
    ),
    http.get(base, () => HttpResponse.json({ link })),
    overridden('PUT', base, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      link = {
        ...(link ?? linkFixture()),
        ...(body.allowDownload !== undefined
          ? { allow_download: Boolean(body.allowDownload) }
          : {}),
        ...(body.allowEdit !== undefined ? { allow_edit: Boolean(body.allowEdit) } : {}),
        ...('password' in body ? { has_password: Boolean(body.password) } : {}),
        ...('expiresAt' in body ? { expires_at: (body.expiresAt as string | null) ?? null } : {}),
        ...('downloadLimit' in body
          ? { download_limit: (body.downloadLimit as number | null) ?? null }
          : {}),
      };
      return HttpResponse.json({ link });
    }),
    overridden('DELETE', base, () => {
      link = null;
      return HttpResponse.json({ message: 'Link removed.' });
    }),
    http.post(base, ({ request }) => {
      if (new URL(request.url).searchParams.has('_method')) return undefined;
      link = linkFixture();
      return HttpResponse.json({ link });
    }),
  ];
}

const children = [
  folderEntryFixture({ id: 21, hash: 'h000000000000021', name: 'Drafts', path: '10/21' }),
  fileEntryFixture({ id: 22, name: 'budget.xlsx', type: 'spreadsheet', file_size: 52_000 }),
  fileEntryFixture({ id: 23, name: 'notes.txt', file_size: 2048 }),
  fileEntryFixture({
    id: 24,
    name: 'site.png',
    type: 'image',
    mime: 'image/png',
    extension: 'png',
    file_size: 81_000,
    thumbnail: true,
  }),
];

/** A 1×1 PNG: what the thumbnail route answers here. */
const THUMBNAIL = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/**
 * Folders inside the link's folder (`Plans`, id 10, itself inside the owner's folder 3, which
 * the public page never shows: its paths start at the link's folder).
 */
const nested: Record<string, { folder: FileEntry; children: FileEntry[] }> = {
  h000000000000021: {
    folder: children[0] as FileEntry,
    children: [
      folderEntryFixture({ id: 31, hash: 'h000000000000031', name: 'Old', path: '10/21/31' }),
      fileEntryFixture({ id: 32, name: 'draft-1.docx', type: 'text', file_size: 4096 }),
    ],
  },
  h000000000000031: {
    folder: folderEntryFixture({
      id: 31,
      hash: 'h000000000000031',
      name: 'Old',
      path: '10/21/31',
    }),
    children: [fileEntryFixture({ id: 41, name: 'draft-0.docx', type: 'text', file_size: 1024 })],
  },
};

/** Public page API for one link; with a password until `secret` is posted. */
export function linkPageHandlers({
  entry = sharedFolder({ users: [ownerUser], path: '10' }),
  link = linkFixture(),
  secret,
  gone = false,
  preview = 'Meeting notes\n- ship the link page\n- review the access log\n',
}: {
  entry?: FileEntry;
  link?: ShareableLink;
  secret?: string;
  gone?: boolean;
  /** The bytes `GET shareable-links/{hash}/preview` answers. */
  preview?: string | Uint8Array<ArrayBuffer>;
} = {}) {
  let unlocked = !secret;
  return [
    http.get('*/api/v1/shareable-links/:hash', ({ request }) => {
      if (gone)
        return HttpResponse.json(
          { message: 'This link does not exist or has expired.' },
          { status: 404 },
        );
      const { user_id: _u, ...publicLink } = link;
      const params = new URL(request.url).searchParams;
      const ref = params.get('folderId') ?? '';
      const inner = nested[ref] ?? Object.values(nested).find((n) => String(n.folder.id) === ref);
      if (ref && inner && unlocked && entry.type === 'folder') {
        return HttpResponse.json({
          link: publicLink,
          passwordRequired: false,
          entry,
          folder: inner.folder,
          folderChildren: {
            data: inner.children,
            current_page: 1,
            per_page: Number(params.get('perPage') ?? 50),
            total: inner.children.length,
            last_page: 1,
          },
        } satisfies ShareableLinkPage);
      }
      const page: ShareableLinkPage = unlocked
        ? {
            link: publicLink,
            passwordRequired: false,
            entry,
            folder: entry.type === 'folder' ? entry : null,
            folderChildren:
              entry.type === 'folder'
                ? {
                    data: children,
                    current_page: 1,
                    per_page: 50,
                    total: children.length,
                    last_page: 1,
                  }
                : null,
          }
        : {
            link: publicLink,
            passwordRequired: true,
            entry: null,
            folder: null,
            folderChildren: null,
          };
      return HttpResponse.json(page);
    }),
    http.post('*/api/v1/shareable-links/:hash/check-password', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      if (password !== secret)
        return HttpResponse.json(
          {
            message: 'The password is incorrect.',
            errors: { password: ['The password is incorrect.'] },
          },
          { status: 422 },
        );
      unlocked = true;
      return HttpResponse.json({ matches: true, token: 'token' });
    }),
    http.get('*/api/v1/shareable-links/:hash/preview', ({ request }) =>
      new URL(request.url).searchParams.get('thumbnail') === 'true'
        ? new HttpResponse(THUMBNAIL, { headers: { 'Content-Type': 'image/png' } })
        : new HttpResponse(preview, {
            headers: { 'Content-Type': entry.mime ?? 'application/octet-stream' },
          }),
    ),
    http.post('*/api/v1/shareable-links/:hash/import', () =>
      HttpResponse.json({ fileEntries: [entry] }),
    ),
  ];
}

/**
 * React Aria announces a pending button through a live-region node labelled by the button;
 * after the story unmounts, that label is gone and axe flags the node in the next story.
 * Stories call this first so each starts with an empty announcer.
 */
export function clearLiveAnnouncer() {
  for (const node of document.querySelectorAll('[data-live-announcer] [role="img"]')) node.remove();
}
