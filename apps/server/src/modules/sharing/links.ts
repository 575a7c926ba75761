import {
  sharingEndpoints as endpoints,
  type LinkAccessAction,
  SHARING_MESSAGES,
  type ShareableLink,
  type ShareableLinkInput,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { requireHumanCheck } from '../../platform/human-check';
import { defineMessage } from '../../platform/i18n/define-message';
import { hashPassword } from '../../platform/security/passwords';
import { sha256 } from '../../platform/security/tokens';
import {
  countLinkAccess,
  deleteExpiredLinks,
  deleteLink,
  deleteLinkOfEntry,
  findLinkOfEntry,
  insertLink,
  insertLinkAccess,
  linkAccessPage,
  updateLink,
} from './links-repo';
import { liveEntry } from './people';
import type { LinkRow } from './repo';

/** The API shape of a link: the password never leaves the server, only whether there is one. */
export function presentLink(row: LinkRow): ShareableLink {
  return {
    id: row.id,
    hash: row.hash,
    entry_id: row.entry_id,
    user_id: row.user_id,
    allow_download: Boolean(row.allow_download),
    allow_edit: Boolean(row.allow_edit),
    expires_at: row.expires_at,
    has_password: Boolean(row.password),
    download_limit: row.download_limit,
    download_count: Number(row.download_count),
    created_at: row.created_at,
  };
}

/** Whether the link has expired at `now` (ms: `app.clock.nowMs()`). */
export function isExpired(row: Pick<LinkRow, 'expires_at'>, now: number): boolean {
  return row.expires_at !== null && Date.parse(row.expires_at) <= now;
}

/** Proof that a visitor knew the link's password; changing the password voids it. */
export function linkToken(row: Pick<LinkRow, 'id' | 'password'>): string {
  return sha256(`shareable-link:${row.id}:${row.password ?? ''}`);
}

/** The first three IPv4 octets or IPv6 groups: enough to tell visitors apart, not to find them. */
export function ipPrefix(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0`;
  return `${ip.split(':').slice(0, 3).join(':')}::`;
}

export async function logLinkAccess(
  app: AppInstance,
  request: FastifyRequest,
  link: LinkRow,
  action: LinkAccessAction,
): Promise<void> {
  await insertLinkAccess(app.db, {
    link_id: link.id,
    time: app.clock.iso(),
    ip_prefix: ipPrefix(request.ip),
    user_agent: (request.headers['user-agent'] ?? '').slice(0, 255) || null,
    action,
  });
}

async function changes(input: ShareableLinkInput) {
  const set: Partial<Omit<LinkRow, 'id'>> = {};
  if (input.allowDownload !== undefined) set.allow_download = input.allowDownload ? 1 : 0;
  if (input.allowEdit !== undefined) set.allow_edit = input.allowEdit ? 1 : 0;
  if (input.expiresAt !== undefined)
    set.expires_at = input.expiresAt ? new Date(input.expiresAt).toISOString() : null;
  if (input.password !== undefined)
    set.password = input.password ? await hashPassword(input.password) : null;
  if (input.downloadLimit !== undefined) set.download_limit = input.downloadLimit ?? null;
  return set;
}

/** The schema checked the fields; an expiry must also lie ahead of `nowMs`. */
function checked(input: ShareableLinkInput, nowMs: number) {
  if (input.expiresAt && Date.parse(input.expiresAt) <= nowMs) {
    const message = defineMessage('The expiry date must be in the future.');
    throw new HttpProblem(422, message, { expiresAt: [message] });
  }
  return input;
}

async function ownedEntry(app: AppInstance, request: FastifyRequest, ref: string) {
  const entry = await liveEntry(app, ref);
  // Links expose the entry to anyone: only people who may change and download it create
  // or read them (a link would otherwise hand out a download right its maker lacks).
  await app.drive.assertEntryAccess(app, request, entry, 'update');
  await app.drive.assertEntryAccess(app, request, entry, 'download');
  return entry;
}

export function linkRoutes(app: AppInstance): void {
  route(app, endpoints.link, async ({ request, params }) => {
    const entry = await ownedEntry(app, request, params.id);
    const row = await findLinkOfEntry(app.db, entry.id);
    return { link: row && !isExpired(row, app.clock.nowMs()) ? presentLink(row) : null };
  });

  route(app, endpoints.createLink, async ({ request, params, body }) => {
    const entry = await ownedEntry(app, request, params.id);
    checked(body, app.clock.nowMs());
    const existing = await findLinkOfEntry(app.db, entry.id);
    const live = existing && !isExpired(existing, app.clock.nowMs()) ? existing : null;
    // A new public link needs the human check when the admin turned it on for link creation
    // (`recaptcha.enable.link_creation`); changing the live one does not.
    if (!live) await requireHumanCheck(app, request, 'link_creation');
    const set = await changes(body);
    // An expired link is replaced by a fresh one (new hash), never revived.
    if (existing && !live) await deleteLink(app.db, existing.id);
    const row = live
      ? await updateLink(app.db, live.id, set)
      : await insertLink(app.db, {
          hash: app.drive.newHash(),
          entry_id: entry.id,
          user_id: request.user!.id,
          allow_download: 1,
          allow_edit: 0,
          expires_at: null,
          password: null,
          download_limit: null,
          download_count: 0,
          created_at: app.clock.iso(),
          ...set,
        });
    return { link: presentLink(row) };
  });

  route(app, endpoints.updateLink, async ({ request, params, body }) => {
    const entry = await ownedEntry(app, request, params.id);
    const set = await changes(checked(body, app.clock.nowMs()));
    const existing = await findLinkOfEntry(app.db, entry.id);
    if (!existing || isExpired(existing, app.clock.nowMs()))
      throw new HttpProblem(404, SHARING_MESSAGES.linkNotFound);
    const row = Object.keys(set).length ? await updateLink(app.db, existing.id, set) : existing;
    return { link: presentLink(row) };
  });

  route(app, endpoints.removeLink, async ({ request, params }) => {
    const entry = await ownedEntry(app, request, params.id);
    await deleteLinkOfEntry(app.db, entry.id);
    return { message: 'Link removed.' };
  });

  route(app, endpoints.accessLog, async ({ request, params, query: { page, perPage } }) => {
    const entry = await ownedEntry(app, request, params.id);
    const link = await findLinkOfEntry(app.db, entry.id);
    const total = link ? await countLinkAccess(app.db, link.id) : 0;
    const rows = link ? await linkAccessPage(app.db, link.id, perPage, (page - 1) * perPage) : [];
    return {
      pagination: {
        data: rows.map((r) => ({ ...r, action: r.action as LinkAccessAction })),
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      },
    };
  });
}

/** Scheduled clean-up: expired links go (their access log with them, by cascade). */
export async function purgeExpiredLinks(app: AppInstance): Promise<string> {
  const gone = await deleteExpiredLinks(app.db, app.clock.iso());
  return `${gone} expired link(s) removed`;
}
