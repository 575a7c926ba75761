import {
  DRIVE_MESSAGES,
  type DriveFilters,
  type DriveListResponse,
  driveFiltersSchema,
  type driveListQuerySchema,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import type { AppInstance } from '../../app';
import { readRowThrough, readThrough } from '../../platform/db/database';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { assertEntryAccess, memberAccess } from './access';
import type { DriveSharingHooks } from './api';
import { type DriveTables, driveDb, findEntryByRef, isFolder } from './repo';
import { searchEntries } from './search';
import { presentEntries } from './service';

type ListQuery = z.infer<typeof driveListQuerySchema>;
type Eb = ExpressionBuilder<DriveTables & { e: DriveTables['file_entries'] }, 'e'>;

/** `filters` arrives as JSON or base64 JSON; anything else is a 422. */
export function parseFilters(raw: string | undefined): DriveFilters {
  if (!raw) return {};
  let value: unknown;
  for (const text of [raw, Buffer.from(raw, 'base64').toString('utf8')]) {
    try {
      value = JSON.parse(text);
      break;
    } catch {}
  }
  if (value === undefined)
    throw new HttpProblem(422, 'The filters are invalid.', {
      filters: [defineMessage('The filters are invalid.')],
    });
  const parsed = driveFiltersSchema.safeParse(value);
  if (!parsed.success) {
    throw new HttpProblem(422, 'The filters are invalid.', {
      filters: parsed.error.issues.map((i) => `${i.path.join('.') || 'filters'}: ${i.message}`),
    });
  }
  return parsed.data;
}

/** `GET drive/file-entries`: one page of a section, folders first (`query` already parsed). */
export async function listEntries(
  app: AppInstance,
  request: FastifyRequest,
  query: ListQuery,
): Promise<DriveListResponse> {
  const filters = parseFilters(query.filters);
  const user = request.user!;
  const ws = query.workspaceId;
  const access = ws === 0 ? null : await memberAccess(app, request, ws);
  if (ws !== 0 && !access) throw new HttpProblem(403, 'You are not a member of this workspace.');

  const empty = (): DriveListResponse => ({
    pagination: {
      data: [],
      current_page: query.page,
      per_page: query.perPage,
      total: 0,
      last_page: 1,
    },
    folder: null,
  });
  // A search needs words or at least one filter; by filters alone it lists every match.
  if (query.section === 'search' && !query.query && Object.keys(filters).length === 0)
    return empty();

  let folder = null;
  if (query.section === 'folder') {
    if (!query.folderId)
      throw new HttpProblem(422, 'The folder id field is required.', {
        folderId: [defineMessage('The folder id field is required.')],
      });
    const ref = query.folderId;
    // Kept until the database changes, as the session and the permissions are.
    folder =
      (await readRowThrough(app.db, `drive.entryByRef:${ref}`, () =>
        findEntryByRef(app.db, ref),
      )) ?? null;
    if (!folder || !isFolder(folder)) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
    await assertEntryAccess(app, request, folder, 'view');
  }

  const trash = query.section === 'trash' || filters.inTrash === true;
  const base = driveDb(app.db)
    .selectFrom('file_entries as e')
    .where((eb) =>
      scope(
        eb as unknown as Eb,
        app.drive.sharing,
        query,
        filters,
        user.id,
        ws,
        folder?.id ?? null,
        trash,
      ),
    )
    .where((eb) =>
      query.section === 'search' && query.query
        ? searchEntries(app.db, query.query, 'e.id')
        : eb.lit(true),
    );

  // Folders first: two index-friendly queries (folders, then files) instead of one sort
  // over a computed "is folder" key, which would read and sort the whole folder. Both
  // counts are index-only counts in one statement: a per-row `case` over a 10,000-entry
  // folder costs three times the plain count. Still, counting a 10,000-entry folder reads
  // 10,000 index entries, the dearest part of a page: the counts are kept until the
  // database changes (readThrough), so paging through a folder, or reloading it, counts
  // it once. The key holds everything the scope depends on: a hit builds no query.
  const countKey = JSON.stringify([
    'drive.list.count',
    query.section,
    query.query ?? null,
    filters,
    user.id,
    ws,
    folder?.id ?? null,
    trash,
  ]);
  const [total, folderCount] = await readThrough(app.db, countKey, async () => {
    const counts = await base
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        base
          .where('e.type', '=', 'folder')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .as('folders'),
      ])
      .executeTakeFirstOrThrow();
    return [Number(counts.total), Number(counts.folders ?? 0)] as const;
  });
  const column = `e.${query.orderBy}` as const;
  const offset = (query.page - 1) * query.perPage;
  const page = (kind: 'folders' | 'files', skip: number, take: number) =>
    take <= 0
      ? Promise.resolve([])
      : base
          .selectAll('e')
          .where('e.type', kind === 'folders' ? '=' : '!=', 'folder')
          .orderBy(column, query.orderDir)
          .orderBy('e.id', query.orderDir)
          .limit(take)
          .offset(skip)
          .execute();
  const folders = offset < folderCount ? await page('folders', offset, query.perPage) : [];
  const files = await page(
    'files',
    Math.max(0, offset - folderCount),
    query.perPage - folders.length,
  );
  const rows = [...folders, ...files];
  // One presentation pass for the page and the listed folder (owners, stars, rights).
  const presented = await presentEntries(app, request, folder ? [...rows, folder] : rows);
  return {
    pagination: {
      data: folder ? presented.slice(0, -1) : presented,
      current_page: query.page,
      per_page: query.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / query.perPage)),
    },
    folder: folder ? (presented.at(-1) ?? null) : null,
  };
}

function scope(
  eb: Eb,
  // Sharing's conditions (the shared sections and filters); nothing shared without it.
  sharing: DriveSharingHooks,
  query: ListQuery,
  filters: DriveFilters,
  userId: number,
  ws: number,
  folderId: number | null,
  trash: boolean,
) {
  const conditions = [eb('e.workspace_id', '=', ws)];
  // The personal space holds the user's own entries only.
  if (ws === 0) conditions.push(eb('e.owner_id', '=', userId));
  if (trash) {
    conditions.push(eb('e.deleted_at', 'is not', null));
    // Only the top-most trashed items: their folder is live (or they sit at the root).
    conditions.push(
      eb.or([
        eb('e.parent_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('file_entries as p')
            .select('p.id')
            .whereRef('p.id', '=', 'e.parent_id')
            .where('p.deleted_at', 'is', null),
        ),
      ]),
    );
  } else {
    conditions.push(eb('e.deleted_at', 'is', null));
  }
  switch (query.section) {
    case 'home':
      conditions.push(eb('e.parent_id', 'is', null));
      break;
    case 'folder':
      conditions.length = 0;
      conditions.push(
        eb('e.parent_id', '=', folderId),
        trash ? eb('e.deleted_at', 'is not', null) : eb('e.deleted_at', 'is', null),
      );
      break;
    case 'recent':
      conditions.push(eb('e.type', '!=', 'folder'));
      break;
    // Sharing: what others shared with the user (any space), and the user's entries shared with someone.
    case 'sharedWithMe':
      conditions.length = 0;
      conditions.push(eb('e.deleted_at', 'is', null), eb.and([sharing.sharedWithUser(userId)]));
      break;
    case 'sharedByMe':
      conditions.push(eb('e.owner_id', '=', userId), eb.and([sharing.sharedWithAnyone()]));
      break;
    case 'starred':
      conditions.push(
        eb.exists(
          eb
            .selectFrom('file_entry_stars as s')
            .select('s.entry_id')
            .whereRef('s.entry_id', '=', 'e.id')
            .where('s.user_id', '=', userId),
        ),
      );
      break;
    default:
      break;
  }
  if (filters.type) {
    const types = Array.isArray(filters.type) ? filters.type : [filters.type];
    if (types.length) conditions.push(eb('e.type', 'in', types));
  }
  // Sharing filters ('Shared by me', 'Has link'); owners only: the listing scope is their space.
  if (filters.sharedByMe)
    conditions.push(eb('e.owner_id', '=', userId), eb.and([sharing.sharedWithAnyone()]));
  if (filters.hasLink) conditions.push(eb.and([sharing.hasLink()]));
  if (filters.owner === 'me') conditions.push(eb('e.owner_id', '=', userId));
  if (filters.owner === 'notMe') conditions.push(eb('e.owner_id', '!=', userId));
  if (filters.createdAfter) conditions.push(eb('e.created_at', '>=', iso(filters.createdAfter)));
  if (filters.createdBefore) conditions.push(eb('e.created_at', '<=', iso(filters.createdBefore)));
  if (filters.updatedAfter) conditions.push(eb('e.updated_at', '>=', iso(filters.updatedAfter)));
  if (filters.updatedBefore) conditions.push(eb('e.updated_at', '<=', iso(filters.updatedBefore)));
  return eb.and(conditions);
}

/** Stored timestamps are UTC `toISOString()` strings, so ranges compare as text in UTC. */
function iso(value: string): string {
  return new Date(value).toISOString();
}
