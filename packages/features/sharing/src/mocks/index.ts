import {
  type FileEntry,
  type LinkAccessLogItem,
  SHARING_MESSAGES,
  type ShareableLink,
  type ShareableLinkPage,
  type ShareInvitation,
  type ShareSuggestions,
  sharingApi,
} from '@coffer/contract';
import { fileEntryFixture, folderEntryFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { HttpResponse } from 'msw';

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
/** People the signed-in fixture user knows through shares, as `GET share-suggestions` lists them. */
export const knownPeople: ShareSuggestions['people'] = [
  { id: 3, name: 'Grace Hopper', email: 'grace@example.com', image: null },
  { id: 4, name: 'Katherine Johnson', email: 'katherine@example.com', image: null },
];

/** `GET share-suggestions`: those of `people` whose name or address starts with the query. */
export function suggestionsHandler(people: ShareSuggestions['people'] = knownPeople) {
  return mockEndpoint(sharingApi.suggestions, ({ query }) => {
    const start = (query.get('query') ?? '').trim().toLowerCase();
    return {
      people: people.filter(
        (p) => p.email.toLowerCase().startsWith(start) || p.name.toLowerCase().startsWith(start),
      ),
    };
  });
}

export function shareHandlers(entry: FileEntry, initialInvitations: ShareInvitation[] = []) {
  let current = entry;
  let invitations = initialInvitations;
  return [
    suggestionsHandler(),
    mockEndpoint(sharingApi.invitations, () => ({ invitations })),
    mockEndpoint(sharingApi.withdrawInvitation, ({ body: { email } }) => {
      if (!invitations.some((i) => i.email === email)) {
        return mockError(422, SHARING_MESSAGES.notInvited, {
          email: [SHARING_MESSAGES.notInvited],
        });
      }
      invitations = invitations.filter((i) => i.email !== email);
      return { invitations };
    }),
    mockEndpoint(sharingApi.share, ({ body }) => {
      const permissions = {
        view: true as const,
        edit: body.permissions?.edit ?? false,
        download: body.permissions?.download ?? true,
      };
      const added = body.emails
        .filter((e) => e.endsWith('@example.com'))
        .map((email, i) => ({
          ...shareeUser,
          id: 100 + i + current.users.length,
          name: email.split('@')[0] ?? email,
          email,
          entry_permissions: permissions,
        }));
      current = { ...current, users: [...current.users, ...added] };
      const invited = body.emails.filter((e) => !e.endsWith('@example.com'));
      invitations = [
        ...invited.map((email) => ({
          email,
          permissions,
          created_at: new Date().toISOString(),
        })),
        ...invitations.filter((i) => !invited.includes(i.email)),
      ];
      return { fileEntry: current, invited };
    }),
    mockEndpoint(sharingApi.changePermissions, ({ body }) => {
      const permissions = {
        view: true,
        edit: body.permissions.edit ?? false,
        download: body.permissions.download ?? true,
      };
      current = {
        ...current,
        users: current.users.map((u) =>
          u.id === Number(body.userId) ? { ...u, entry_permissions: permissions } : u,
        ),
      };
      return { fileEntry: current };
    }),
    mockEndpoint(sharingApi.unshare, ({ body: { userId } }) => {
      const leaving = userId === 'me';
      if (!leaving)
        current = { ...current, users: current.users.filter((u) => u.id !== Number(userId)) };
      return { entryIds: [current.id], fileEntries: leaving ? [] : [current] };
    }),
  ];
}

/** Link dialog API, starting from `link` (null: no link yet). */
export function linkHandlers(initial: ShareableLink | null, log: LinkAccessLogItem[] = sampleLog) {
  let link = initial;
  return [
    mockEndpoint(sharingApi.accessLog, () => ({
      pagination: { data: log, current_page: 1, per_page: 50, total: log.length, last_page: 1 },
    })),
    mockEndpoint(sharingApi.link, () => ({ link })),
    mockEndpoint(sharingApi.updateLink, ({ body }) => {
      link = {
        ...(link ?? linkFixture()),
        ...(body.allowDownload !== undefined ? { allow_download: body.allowDownload } : {}),
        ...(body.allowEdit !== undefined ? { allow_edit: body.allowEdit } : {}),
        ...(body.password !== undefined ? { has_password: Boolean(body.password) } : {}),
        ...(body.expiresAt !== undefined ? { expires_at: body.expiresAt ?? null } : {}),
        ...(body.downloadLimit !== undefined ? { download_limit: body.downloadLimit ?? null } : {}),
      };
      return { link };
    }),
    mockEndpoint(sharingApi.removeLink, () => {
      link = null;
      return { message: 'Link removed.' };
    }),
    mockEndpoint(sharingApi.createLink, () => {
      link = linkFixture();
      return { link };
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
    mockEndpoint(sharingApi.linkPage, ({ query }) => {
      if (gone) return mockError(404, SHARING_MESSAGES.linkNotFound);
      const { user_id: _u, ...publicLink } = link;
      const ref = query.get('folderId') ?? '';
      const inner = nested[ref] ?? Object.values(nested).find((n) => String(n.folder.id) === ref);
      if (ref && inner && unlocked && entry.type === 'folder') {
        return {
          link: publicLink,
          passwordRequired: false,
          entry,
          folder: inner.folder,
          folderChildren: {
            data: inner.children,
            current_page: 1,
            per_page: Number(query.get('perPage') ?? 50),
            total: inner.children.length,
            last_page: 1,
          },
        };
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
      return page;
    }),
    mockEndpoint(sharingApi.checkPassword, ({ body: { password } }) => {
      if (password !== secret)
        return mockError(422, SHARING_MESSAGES.wrongPassword, {
          password: [SHARING_MESSAGES.wrongPassword],
        });
      unlocked = true;
      return { matches: true as const, token: 'token' };
    }),
    mockEndpoint(sharingApi.preview, ({ query }) =>
      query.get('thumbnail') === 'true'
        ? new HttpResponse(THUMBNAIL, { headers: { 'Content-Type': 'image/png' } })
        : new HttpResponse(preview, {
            headers: { 'Content-Type': entry.mime ?? 'application/octet-stream' },
          }),
    ),
    mockEndpoint(sharingApi.importLink, () => ({ fileEntries: [entry] })),
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
