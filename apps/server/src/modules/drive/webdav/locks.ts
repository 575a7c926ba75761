import { randomUUID } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import { etagOf } from '../downloads/send';
import { type EntryRow, isFolder } from '../repo';
import { type DavContext, DavError } from './context';
import { submittedTokens } from './if-header';
import {
  deleteLock,
  findLock,
  insertLock,
  type LockRow,
  locksCovering,
  locksInside,
  locksOn,
  refreshLock,
} from './repo';
import { davSegments, type Missing, type Resource, resolve } from './resources';
import { BadXml, elements, errorBody, escapeXml, innerXml, isDav, XML_HEAD } from './xml';

/** The longest lock a client gets (an `Infinite` request included): a week. */
const MAX_TIMEOUT = 7 * 24 * 3600;
const DEFAULT_TIMEOUT = 3600;

export function activeLock(lock: LockRow): string {
  return (
    `<D:activelock><D:locktype><D:write/></D:locktype><D:lockscope><D:${lock.scope}/></D:lockscope>` +
    `<D:depth>${lock.depth === 'infinity' ? 'infinity' : '0'}</D:depth>` +
    (lock.owner ? `<D:owner>${lock.owner}</D:owner>` : '') +
    `<D:timeout>Second-${lock.timeout_seconds}</D:timeout>` +
    `<D:locktoken><D:href>${escapeXml(lock.token)}</D:href></D:locktoken>` +
    `<D:lockroot><D:href>${escapeXml(lock.root)}</D:href></D:lockroot></D:activelock>`
  );
}

/** The locks covering each entry of a batch (its own, and depth-infinity ones above it). */
export async function lockedEntries(
  ctx: DavContext,
  entries: EntryRow[],
): Promise<Map<number, LockRow[]>> {
  const found = new Map<number, LockRow[]>();
  if (entries.length === 0) return found;
  const add = (id: number, lock: LockRow) => found.set(id, [...(found.get(id) ?? []), lock]);
  for (const lock of await locksOn(
    ctx.app.db,
    entries.map((e) => e.id),
    ctx.now,
  )) {
    add(lock.file_entry_id, lock);
  }
  // Siblings share their ancestors: one look-up per distinct parent.
  const byParent = new Map<string, EntryRow[]>();
  for (const entry of entries) {
    const parentPath = entry.path.split('/').slice(0, -1).join('/');
    if (parentPath) byParent.set(parentPath, [...(byParent.get(parentPath) ?? []), entry]);
  }
  for (const [parentPath, children] of byParent) {
    const parentId = Number(parentPath.split('/').pop());
    const above = await locksCovering(ctx.app.db, { id: parentId, path: parentPath }, ctx.now);
    for (const lock of above.filter((l) => l.depth === 'infinity')) {
      for (const child of children) add(child.id, lock);
    }
  }
  return found;
}

/** The locks that protect a resource (for a missing one: those of the folder it would join). */
async function coveringLocks(ctx: DavContext, target: Resource | Missing): Promise<LockRow[]> {
  if (target.kind === 'entry') return locksCovering(ctx.app.db, target.entry, ctx.now);
  if (target.kind === 'missing' && target.parent?.kind === 'entry') {
    return locksCovering(ctx.app.db, target.parent.entry, ctx.now);
  }
  return [];
}

/** The caller's own lock tokens the `If` header submits. */
function ownTokens(ctx: DavContext, locks: LockRow[]): Set<string> {
  const submitted = new Set(ctx.ifLists ? submittedTokens(ctx.ifLists) : []);
  return new Set(
    locks.filter((l) => submitted.has(l.token) && l.user_id === ctx.user.id).map((l) => l.token),
  );
}

/**
 * 423 unless the request submits a token of each lock on what it changes: `targets` (each
 * resource, or the folder a new one joins), and with `inside`, every locked entry below.
 */
export async function assertUnlocked(
  ctx: DavContext,
  targets: Array<Resource | Missing>,
  inside?: EntryRow,
): Promise<void> {
  const groups: LockRow[][] = [];
  for (const target of targets) groups.push(await coveringLocks(ctx, target));
  if (inside && isFolder(inside)) {
    const below = new Map<number, LockRow[]>();
    for (const lock of await locksInside(ctx.app.db, inside, ctx.now)) {
      below.set(lock.file_entry_id, [...(below.get(lock.file_entry_id) ?? []), lock]);
    }
    groups.push(...below.values());
  }
  for (const locks of groups) {
    if (locks.length === 0) continue;
    if (ownTokens(ctx, locks).size > 0) continue;
    const roots = locks.map((l) => `<D:href>${escapeXml(l.root)}</D:href>`).join('');
    throw new DavError(423, errorBody('lock-token-submitted', roots));
  }
}

/** 412 unless the `If` header holds (one of its lists does) for the resources it names. */
export async function assertIfHeader(ctx: DavContext, target: Resource | Missing): Promise<void> {
  if (!ctx.ifLists) return;
  for (const list of ctx.ifLists) {
    const resource = list.resource ? await taggedResource(ctx, list.resource) : target;
    const locks = resource ? await coveringLocks(ctx, resource) : [];
    const etag = resource?.kind === 'entry' ? etagOf(resource.entry) : null;
    const holds = list.conditions.every((c) => {
      const state =
        c.token !== undefined ? locks.some((l) => l.token === c.token) : c.etag === etag;
      return c.not ? !state : state;
    });
    if (holds) return;
  }
  throw new DavError(412);
}

async function taggedResource(ctx: DavContext, url: string): Promise<Resource | Missing | null> {
  try {
    const segments = davSegments(new URL(url, 'http://dav.invalid').pathname);
    return segments ? await resolve(ctx.app, ctx.request, segments) : null;
  } catch {
    return null;
  }
}

function requestedTimeout(header: string | undefined): number {
  for (const part of (header ?? '').split(',').map((p) => p.trim().toLowerCase())) {
    if (part === 'infinite') return MAX_TIMEOUT;
    const seconds = /^second-(\d+)$/.exec(part)?.[1];
    if (seconds) return Math.min(MAX_TIMEOUT, Math.max(1, Number(seconds)));
  }
  return DEFAULT_TIMEOUT;
}

const lockAnswer = (lock: LockRow) =>
  `${XML_HEAD}<D:prop xmlns:D="DAV:"><D:lockdiscovery>${activeLock(lock)}</D:lockdiscovery></D:prop>\n`;

/**
 * LOCK: a new write lock (exclusive or shared, depth 0 or infinity) on an entry, or, with
 * no body, the refresh of a lock the `If` header names. Answers the lock discovery XML.
 */
export async function lock(
  ctx: DavContext,
  resource: Resource,
  body: Element | null,
): Promise<{ status: number; token: string | null; xml: string }> {
  if (resource.kind !== 'entry') throw new DavError(403);
  const expiresAt = (seconds: number) =>
    new Date(ctx.app.clock.nowMs() + seconds * 1000).toISOString();
  const seconds = requestedTimeout(ctx.request.headers.timeout as string | undefined);
  if (!body) {
    const covering = await coveringLocks(ctx, resource);
    const token = [...ownTokens(ctx, covering)][0];
    if (!token) throw new DavError(412, errorBody('lock-token-matches-request-uri'));
    await refreshLock(ctx.app.db, token, seconds, expiresAt(seconds));
    const refreshed = (await findLock(ctx.app.db, token))!;
    return { status: 200, token: null, xml: lockAnswer(refreshed) };
  }
  if (!isDav(body, 'lockinfo')) throw new BadXml('Expected lockinfo');
  const scopeElement = elements(body).find((c) => isDav(c, 'lockscope'));
  const scope = scopeElement && elements(scopeElement)[0];
  const scopeName = scope && isDav(scope, 'shared') ? 'shared' : 'exclusive';
  if (!scope || !(isDav(scope, 'shared') || isDav(scope, 'exclusive'))) {
    throw new BadXml('Expected lockscope');
  }
  const owner = elements(body).find((c) => isDav(c, 'owner'));
  const depthHeader = String(ctx.request.headers.depth ?? 'infinity').toLowerCase();
  if (depthHeader !== '0' && depthHeader !== 'infinity') throw new DavError(400);
  const depth = isFolder(resource.entry) ? depthHeader : '0';
  const existing = [
    ...(await coveringLocks(ctx, resource)),
    ...(depth === 'infinity' ? await locksInside(ctx.app.db, resource.entry, ctx.now) : []),
  ];
  if (existing.some((l) => scopeName === 'exclusive' || l.scope === 'exclusive')) {
    throw new DavError(423, errorBody('no-conflicting-lock'));
  }
  const row: Omit<LockRow, 'id'> = {
    token: `urn:uuid:${randomUUID()}`,
    file_entry_id: resource.entry.id,
    user_id: ctx.user.id,
    depth,
    scope: scopeName,
    owner: owner ? innerXml(owner) : null,
    root: resource.href,
    timeout_seconds: seconds,
    expires_at: expiresAt(seconds),
  };
  await insertLock(ctx.app.db, row);
  const saved = (await findLock(ctx.app.db, row.token))!;
  return { status: 200, token: row.token, xml: lockAnswer(saved) };
}

/** UNLOCK: the caller's lock named by `Lock-Token`, on this resource or above it. */
export async function unlock(ctx: DavContext, resource: Resource): Promise<void> {
  const header = String(ctx.request.headers['lock-token'] ?? '').trim();
  const token = header.replace(/^<|>$/g, '');
  if (!token) throw new DavError(400);
  const covering = await coveringLocks(ctx, resource);
  const found = covering.find((l) => l.token === token);
  if (!found) throw new DavError(409, errorBody('lock-token-matches-request-uri'));
  if (found.user_id !== ctx.user.id) throw new DavError(403);
  await deleteLock(ctx.app.db, token);
}
