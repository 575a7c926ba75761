import { fileExtension } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { workspacesWithRoleOfUser } from '../../workspaces/repo';
import { entryAccess } from '../access';
import { type EntryPlace, type EntryRow, isFolder } from '../repo';
import { childNamed, sharedTops } from './repo';

/**
 * What a `/dav/` URL names. The personal drive is the root; `workspaces/` lists the
 * user's workspaces by name, each the root of its files; `shared/` lists what others
 * shared with the user. Those two names are kept at the root: an entry of the personal
 * drive called so is not reachable over WebDAV (the web app still shows it).
 */
export type Resource =
  | { kind: 'root'; href: string }
  | { kind: 'workspaces'; href: string }
  | { kind: 'workspace'; href: string; id: number; name: string }
  | { kind: 'shared'; href: string }
  | { kind: 'entry'; href: string; entry: EntryRow };

/** A URL that names nothing yet: its parent (null when that is missing too) and name. */
export interface Missing {
  kind: 'missing';
  href: string;
  parent: Resource | null;
  name: string;
}

export const DAV_ROOT = '/dav';
export const RESERVED_AT_ROOT = new Set(['workspaces', 'shared']);

/** Names equal once both are composed (NFC): macOS clients may send them decomposed. */
const sameName = (a: string, b: string) => a === b || a.normalize('NFC') === b.normalize('NFC');

/** A URL path that cannot name a resource (bad escapes, `..`): 400. */
export class BadPath extends Error {}

/** The decoded segments of a path under `/dav/` (`null` when it is not under it). */
export function davSegments(pathname: string): string[] | null {
  if (pathname !== DAV_ROOT && !pathname.startsWith(`${DAV_ROOT}/`)) return null;
  const segments: string[] = [];
  for (const raw of pathname.slice(DAV_ROOT.length).split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw new BadPath(raw);
    }
    if (segment === '.' || segment === '..' || segment.includes('/')) throw new BadPath(raw);
    segments.push(segment);
  }
  return segments;
}

export function hrefOf(segments: string[], collection: boolean): string {
  const path = segments.map((s) => encodeURIComponent(s)).join('/');
  return `${DAV_ROOT}/${path}${path && collection ? '/' : ''}`;
}

export const isCollection = (r: Resource) => r.kind !== 'entry' || isFolder(r.entry);

/** Where a resource's children go (null: nothing can be added there). */
export function placeOf(resource: Resource, userId: number): EntryPlace | null {
  switch (resource.kind) {
    case 'root':
      return { parent: null, workspaceId: 0, ownerId: userId };
    case 'workspace':
      return { parent: null, workspaceId: resource.id, ownerId: userId };
    case 'entry':
      return isFolder(resource.entry)
        ? { parent: resource.entry, workspaceId: resource.entry.workspace_id, ownerId: userId }
        : null;
    default:
      return null;
  }
}

/** A name unique among siblings: a second "Team" becomes "Team (42)" (its id). */
function uniqueNames<T>(items: T[], name: (t: T) => string, id: (t: T) => number) {
  const seen = new Map<string, number>();
  for (const item of items) seen.set(name(item), (seen.get(name(item)) ?? 0) + 1);
  return items.map((item) => {
    const plain = name(item);
    if (seen.get(plain) === 1) return { item, name: plain };
    const ext = fileExtension(plain);
    const base = ext ? plain.slice(0, -(ext.length + 1)) : plain;
    return { item, name: `${base} (${id(item)})${ext ? `.${ext}` : ''}` };
  });
}

/** The workspaces the user belongs to, each under the name its folder has. */
export async function namedWorkspaces(app: AppInstance, userId: number) {
  const rows = await workspacesWithRoleOfUser(app.db, userId);
  return uniqueNames(
    rows,
    (w) => w.name,
    (w) => w.id,
  );
}

/** The entries shared with the user, each under the name it has in `shared/`. */
export async function namedSharedTops(app: AppInstance, userId: number) {
  const rows = await sharedTops(app.db, app.drive.sharing.sharedWithUser(userId));
  return uniqueNames(
    rows.filter((r) => r.owner_id !== userId),
    (e) => e.name,
    (e) => e.id,
  );
}

/** The resource a path names, or what is missing there. Entries the caller may not view are missing. */
export async function resolve(
  app: AppInstance,
  request: FastifyRequest,
  segments: string[],
): Promise<Resource | Missing> {
  const userId = request.user!.id;
  let current: Resource = { kind: 'root', href: hrefOf([], true) };
  for (let i = 0; i < segments.length; i += 1) {
    const name = segments[i]!;
    const href = (collection: boolean) => hrefOf(segments.slice(0, i + 1), collection);
    const missing = (): Missing => ({
      kind: 'missing',
      href: href(false),
      parent: i === segments.length - 1 ? current : null,
      // What a client creates is named composed, as the web app's uploads are.
      name: name.normalize('NFC'),
    });
    let next: Resource | null = null;
    if (current.kind === 'root' && name === 'workspaces') {
      next = { kind: 'workspaces', href: href(true) };
    } else if (current.kind === 'root' && name === 'shared') {
      next = { kind: 'shared', href: href(true) };
    } else if (current.kind === 'workspaces') {
      const found = (await namedWorkspaces(app, userId)).find((w) => sameName(w.name, name));
      if (found) next = { kind: 'workspace', href: href(true), id: found.item.id, name };
    } else if (current.kind === 'shared') {
      const found = (await namedSharedTops(app, userId)).find((e) => sameName(e.name, name));
      if (found) next = { kind: 'entry', href: href(isFolder(found.item)), entry: found.item };
    } else {
      const place = placeOf(current, userId);
      const entry = place ? await childNamed(app.db, place, name) : undefined;
      if (entry) next = { kind: 'entry', href: href(isFolder(entry)), entry };
    }
    if (!next) return missing();
    current = next;
  }
  if (current.kind === 'entry' && !(await entryAccess(app, request, current.entry, 'view'))) {
    return { kind: 'missing', href: current.href, parent: null, name: current.entry.name };
  }
  return current;
}
