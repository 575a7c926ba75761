import {
  DRIVE_MESSAGES,
  type DriveFilters,
  type DriveListResponse,
  driveFiltersSchema,
  type driveListQuerySchema,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppInstance } from '../../app';
import { readRowThrough, readThrough } from '../../platform/db/database';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { assertEntryAccess, memberAccess } from './access';
import { countListing, listingPage, listingQuery } from './list-repo';
import { findEntryByRef, isFolder } from './repo';
import { presentEntries } from './service';

type ListQuery = z.infer<typeof driveListQuerySchema>;

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
  const base = listingQuery(app.db, {
    sharing: app.drive.sharing,
    query,
    filters,
    userId: user.id,
    ws,
    folderId: folder?.id ?? null,
    trash,
  });

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
  const offset = (query.page - 1) * query.perPage;
  const page = (kind: 'folders' | 'files', skip: number, take: number) =>
    listingPage(base, { kind, orderBy: query.orderBy, orderDir: query.orderDir, skip, take });
  // The folders at the page's offset are asked with the counts (none when it lies past them).
  const [[total, folderCount], folders] = await Promise.all([
    readThrough(app.db, countKey, () => countListing(base)),
    page('folders', offset, query.perPage),
  ]);
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
