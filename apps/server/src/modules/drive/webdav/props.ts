import { Readable } from 'node:stream';
import type { Element } from '@xmldom/xmldom';
import type { AppInstance } from '../../../app';
import { contentTypeOf } from '../downloads/http';
import { etagOf } from '../downloads/send';
import { spaceUsage } from '../quota';
import { isFolder, toNumber } from '../repo';
import { type DavContext, DavError } from './context';
import { activeLock, lockedEntries } from './locks';
import {
  childrenPage,
  type DeadProp,
  deadPropsOf,
  type LockRow,
  removeDeadProp,
  setDeadProp,
} from './repo';
import {
  hrefOf,
  namedSharedTops,
  namedWorkspaces,
  placeOf,
  RESERVED_AT_ROOT,
  type Resource,
} from './resources';
import {
  BadXml,
  DAV_NS,
  elements,
  escapeXml,
  innerXml,
  isDav,
  nameOf,
  type PropName,
  propElement,
  propKey,
  propstat,
  XML_HEAD,
} from './xml';

/** Live properties, in the order `allprop` lists them; the quota ones only when asked (RFC 4331). */
const LIVE = [
  'resourcetype',
  'displayname',
  'getcontentlength',
  'getcontenttype',
  'getetag',
  'getlastmodified',
  'creationdate',
  'supportedlock',
  'lockdiscovery',
] as const;
const QUOTA = ['quota-available-bytes', 'quota-used-bytes'] as const;
const ALL_LIVE = new Set<string>([...LIVE, ...QUOTA]);

type Wanted =
  | { kind: 'all'; include: PropName[] }
  | { kind: 'names' }
  | { kind: 'props'; props: PropName[] };

/** What a PROPFIND body asks for (an empty body is `allprop`). */
export function parsePropfind(root: Element | null): Wanted {
  if (!root) return { kind: 'all', include: [] };
  if (!isDav(root, 'propfind')) throw new BadXml('Expected propfind');
  const children = elements(root);
  const prop = children.find((c) => isDav(c, 'prop'));
  if (prop) return { kind: 'props', props: elements(prop).map(nameOf) };
  if (children.some((c) => isDav(c, 'propname'))) return { kind: 'names' };
  if (children.some((c) => isDav(c, 'allprop'))) {
    const include = children.find((c) => isDav(c, 'include'));
    return { kind: 'all', include: include ? elements(include).map(nameOf) : [] };
  }
  throw new BadXml('Expected prop, propname or allprop');
}

/** What the properties of a batch of resources need, read once for the batch. */
interface Batch {
  dead: Map<number, DeadProp[]>;
  locks: Map<number, LockRow[]>;
}

const SUPPORTED_LOCK =
  '<D:lockentry><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockentry>' +
  '<D:lockentry><D:lockscope><D:shared/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockentry>';

async function liveValue(
  ctx: DavContext,
  resource: Resource,
  name: string,
  batch: Batch,
): Promise<string | null | undefined> {
  const entry = resource.kind === 'entry' ? resource.entry : null;
  const folder = !entry || isFolder(entry);
  switch (name) {
    case 'resourcetype':
      return folder ? '<D:collection/>' : '';
    case 'displayname':
      return escapeXml(displayName(resource));
    case 'getcontentlength':
      return entry && !folder ? String(toNumber(entry.file_size)) : undefined;
    case 'getcontenttype':
      return entry && !folder ? escapeXml(contentTypeOf(entry.mime, entry.extension)) : undefined;
    case 'getetag':
      return entry ? escapeXml(etagOf(entry)) : undefined;
    case 'getlastmodified':
      return entry ? new Date(entry.updated_at).toUTCString() : undefined;
    case 'creationdate':
      return entry ? new Date(entry.created_at).toISOString() : undefined;
    case 'supportedlock':
      return entry ? SUPPORTED_LOCK : undefined;
    case 'lockdiscovery':
      return entry ? (batch.locks.get(entry.id) ?? []).map((l) => activeLock(l)).join('') : '';
    case 'quota-available-bytes':
    case 'quota-used-bytes': {
      const usage = await ctx.usage(workspaceOf(resource));
      if (!usage) return undefined;
      if (name === 'quota-used-bytes') return String(usage.used);
      return usage.available === null
        ? undefined
        : String(Math.max(0, usage.available - usage.used));
    }
    default:
      return undefined;
  }
}

function displayName(resource: Resource): string {
  switch (resource.kind) {
    case 'entry':
      return resource.entry.name;
    case 'workspace':
      return resource.name;
    case 'root':
      return 'Coffer';
    default:
      return resource.kind === 'workspaces' ? 'workspaces' : 'shared';
  }
}

/** The space whose quota a resource counts against (null: the listings of workspaces/shared). */
function workspaceOf(resource: Resource): number | null {
  if (resource.kind === 'root') return 0;
  if (resource.kind === 'workspace') return resource.id;
  if (resource.kind === 'entry') return resource.entry.workspace_id;
  return null;
}

/** One `<D:response>` of a PROPFIND answer. */
async function responseOf(ctx: DavContext, resource: Resource, wanted: Wanted, batch: Batch) {
  const entry = resource.kind === 'entry' ? resource.entry : null;
  const dead = entry ? (batch.dead.get(entry.id) ?? []) : [];
  const found: string[] = [];
  const missing: string[] = [];
  if (wanted.kind === 'names') {
    for (const name of LIVE) {
      if ((await liveValue(ctx, resource, name, batch)) !== undefined) {
        found.push(propElement({ ns: DAV_NS, name }, null));
      }
    }
    for (const d of dead) found.push(propElement({ ns: d.namespace, name: d.name }, null));
  } else {
    const names =
      wanted.kind === 'props'
        ? wanted.props
        : [
            ...LIVE.map((name) => ({ ns: DAV_NS, name })),
            ...dead.map((d) => ({ ns: d.namespace, name: d.name })),
            ...wanted.include,
          ];
    const seen = new Set<string>();
    for (const prop of names) {
      if (seen.has(propKey(prop))) continue;
      seen.add(propKey(prop));
      let value: string | null | undefined;
      if (prop.ns === DAV_NS && ALL_LIVE.has(prop.name)) {
        value = await liveValue(ctx, resource, prop.name, batch);
      } else {
        value = dead.find((d) => d.namespace === prop.ns && d.name === prop.name)?.value;
      }
      if (value === undefined) {
        if (wanted.kind === 'props') missing.push(propElement(prop, null));
      } else {
        found.push(propElement(prop, value));
      }
    }
  }
  const blocks = [found.length ? propstat(200, found.join('')) : ''];
  if (missing.length) blocks.push(propstat(404, missing.join('')));
  return `<D:response><D:href>${escapeXml(resource.href)}</D:href>${blocks.join('')}</D:response>\n`;
}

async function batchOf(ctx: DavContext, resources: Resource[], wanted: Wanted): Promise<Batch> {
  const ids = resources.flatMap((r) => (r.kind === 'entry' ? [r.entry.id] : []));
  const wantsLocks =
    wanted.kind === 'all' ||
    (wanted.kind === 'props' &&
      wanted.props.some((p) => p.ns === DAV_NS && p.name === 'lockdiscovery'));
  const entries = resources.flatMap((r) => (r.kind === 'entry' ? [r.entry] : []));
  return {
    dead: await deadPropsOf(ctx.app.db, ids),
    locks: wantsLocks ? await lockedEntries(ctx, entries) : new Map(),
  };
}

const PAGE = 1000;

/**
 * The members of a collection, a page at a time: a 10,000-entry folder streams its answer
 * instead of holding it whole.
 */
async function* members(ctx: DavContext, resource: Resource): AsyncGenerator<Resource[]> {
  const userId = ctx.user.id;
  if (resource.kind === 'workspaces') {
    const workspaces = await namedWorkspaces(ctx.app, userId);
    yield workspaces.map(({ item, name }) => ({
      kind: 'workspace' as const,
      href: hrefOf([...ctx.segments, name], true),
      id: item.id,
      name,
    }));
    return;
  }
  if (resource.kind === 'shared') {
    const tops = await namedSharedTops(ctx.app, userId);
    yield tops.map(({ item, name }) => ({
      kind: 'entry' as const,
      href: hrefOf([...ctx.segments, name], isFolder(item)),
      entry: item,
    }));
    return;
  }
  if (resource.kind === 'root') {
    yield [
      { kind: 'workspaces', href: hrefOf(['workspaces'], true) },
      { kind: 'shared', href: hrefOf(['shared'], true) },
    ];
  }
  const place = placeOf(resource, userId);
  if (!place) return;
  let after = 0;
  for (;;) {
    const rows = await childrenPage(ctx.app.db, place, after, PAGE);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows
      .filter((row) => resource.kind !== 'root' || !RESERVED_AT_ROOT.has(row.name))
      .map((row) => ({
        kind: 'entry' as const,
        href: hrefOf([...ctx.segments, row.name], isFolder(row)),
        entry: row,
      }));
    if (rows.length < PAGE) return;
  }
}

/** PROPFIND (Depth 0 or 1): a 207 multistatus, streamed. */
export function propfindBody(
  ctx: DavContext,
  resource: Resource,
  wanted: Wanted,
  depth: '0' | '1',
): Readable {
  const collection = resource.kind !== 'entry' || isFolder(resource.entry);
  async function* chunks() {
    yield `${XML_HEAD}<D:multistatus xmlns:D="DAV:">\n`;
    yield responseOf(ctx, resource, wanted, await batchOf(ctx, [resource], wanted));
    if (depth === '1' && collection) {
      for await (const page of members(ctx, resource)) {
        const batch = await batchOf(ctx, page, wanted);
        let text = '';
        for (const member of page) text += await responseOf(ctx, member, wanted, batch);
        yield text;
        // SQLite answers without leaving this task: let the socket send the page meanwhile.
        await new Promise((done) => setImmediate(done));
      }
    }
    yield '</D:multistatus>\n';
  }
  return Readable.from(chunks());
}

type Instruction =
  | { action: 'set'; prop: PropName; value: string }
  | { action: 'remove'; prop: PropName };

/** The instructions of a PROPPATCH body, in document order. */
export function parseProppatch(root: Element): Instruction[] {
  if (!isDav(root, 'propertyupdate')) throw new BadXml('Expected propertyupdate');
  const instructions: Instruction[] = [];
  for (const child of elements(root)) {
    const action = isDav(child, 'set') ? 'set' : isDav(child, 'remove') ? 'remove' : null;
    if (!action) continue;
    const prop = elements(child).find((c) => isDav(c, 'prop'));
    if (!prop) throw new BadXml('Expected prop');
    for (const element of elements(prop)) {
      instructions.push(
        action === 'set'
          ? { action, prop: nameOf(element), value: innerXml(element) }
          : { action, prop: nameOf(element) },
      );
    }
  }
  if (instructions.length === 0) throw new BadXml('Nothing to update');
  return instructions;
}

/**
 * PROPPATCH: every instruction or none (RFC 4918 §9.2). Live properties are protected
 * (403), which fails the rest (424) and writes nothing.
 */
export async function proppatch(ctx: DavContext, resource: Resource, instructions: Instruction[]) {
  if (resource.kind !== 'entry') throw new DavError(403);
  const entry = resource.entry;
  const refused = instructions.filter((i) => i.prop.ns === DAV_NS && ALL_LIVE.has(i.prop.name));
  const element = (i: Instruction) => propElement(i.prop, null);
  let body: string;
  if (refused.length) {
    const others = instructions.filter((i) => !refused.includes(i));
    body =
      propstat(403, refused.map(element).join('')) +
      (others.length ? propstat(424, others.map(element).join('')) : '');
  } else {
    await ctx.app.db.transaction().execute(async (trx) => {
      for (const i of instructions) {
        const key = { namespace: i.prop.ns, name: i.prop.name };
        if (i.action === 'set') await setDeadProp(trx, entry.id, { ...key, value: i.value });
        else await removeDeadProp(trx, entry.id, key);
      }
    });
    body = propstat(200, instructions.map(element).join(''));
  }
  return `${XML_HEAD}<D:multistatus xmlns:D="DAV:"><D:response><D:href>${escapeXml(resource.href)}</D:href>${body}</D:response></D:multistatus>\n`;
}

/** The space usage of the caller in a space, memoised for one request. */
export function usageMemo(app: AppInstance, userId: number) {
  const memo = new Map<number, ReturnType<typeof spaceUsage>>();
  return (workspaceId: number | null) => {
    if (workspaceId === null) return Promise.resolve(null);
    let found = memo.get(workspaceId);
    if (!found) {
      found = spaceUsage(app, userId, workspaceId);
      memo.set(workspaceId, found);
    }
    return found;
  };
}
