import type { DriveFilters, driveListQuerySchema } from '@coffer/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../platform/db/schema';
import type { DriveSharingHooks } from './api';
import { type DriveTables, driveDb, type EntryRow } from './repo';
import { searchEntries } from './search-repo';

type AnyDb = Kysely<Database>;
type ListQuery = z.infer<typeof driveListQuerySchema>;
type Eb = ExpressionBuilder<DriveTables & { e: DriveTables['file_entries'] }, 'e'>;

/** What a listing shows: a section of a space, its filters, the caller, the listed folder. */
export interface ListingScope {
  /** Sharing's conditions (the shared sections and filters); nothing shared without it. */
  sharing: DriveSharingHooks;
  query: ListQuery;
  filters: DriveFilters;
  userId: number;
  ws: number;
  folderId: number | null;
  trash: boolean;
}

/** The entries of a listing, as a query to count and to page through (alias `e`). */
export function listingQuery(db: AnyDb, listing: ListingScope) {
  const { query } = listing;
  return driveDb(db)
    .selectFrom('file_entries as e')
    .where((eb) => scope(eb as unknown as Eb, listing))
    .where((eb) =>
      query.section === 'search' && query.query
        ? searchEntries(db, query.query, 'e.id')
        : eb.lit(true),
    );
}

type Listing = ReturnType<typeof listingQuery>;

/** How many entries a listing holds, and how many of them are folders, in one statement. */
export async function countListing(base: Listing): Promise<readonly [number, number]> {
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
}

/** One page of a listing's folders or of its files, sorted by a column then by id. */
export function listingPage(
  base: Listing,
  {
    kind,
    orderBy,
    orderDir,
    skip,
    take,
  }: {
    kind: 'folders' | 'files';
    orderBy: ListQuery['orderBy'];
    orderDir: ListQuery['orderDir'];
    skip: number;
    take: number;
  },
): Promise<EntryRow[]> {
  if (take <= 0) return Promise.resolve([]);
  return base
    .selectAll('e')
    .where('e.type', kind === 'folders' ? '=' : '!=', 'folder')
    .orderBy(`e.${orderBy}`, orderDir)
    .orderBy('e.id', orderDir)
    .limit(take)
    .offset(skip)
    .execute();
}

function scope(eb: Eb, { sharing, query, filters, userId, ws, folderId, trash }: ListingScope) {
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
