import type { FileRequest, FileRequestUpload } from '@coffer/contract';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { DB } from '../../platform/db/tables.generated';
import { driveDb, toNumber } from '../drive/repo';

export type FileRequestTables = Pick<
  DB,
  'file_requests' | 'file_request_visitors' | 'file_request_uploads'
>;

export type FileRequestRow = Selectable<FileRequestTables['file_requests']>;
export type VisitorRow = Selectable<FileRequestTables['file_request_visitors']>;

/** The database (or a transaction) with the drive and file-request tables typed. */
export function requestsDb(db: Kysely<Database>) {
  return driveDb(db).withTables<FileRequestTables>();
}

/** Past the deadline (at `at`), whatever late uploads allow. */
export function pastDeadline(row: Pick<FileRequestRow, 'deadline'>, at: number): boolean {
  return row.deadline !== null && Date.parse(row.deadline) <= at;
}

/** Past the deadline with late uploads off: visitors are refused. */
export function isClosed(
  row: Pick<FileRequestRow, 'deadline' | 'allow_late_uploads'>,
  at: number,
): boolean {
  return pastDeadline(row, at) && !row.allow_late_uploads;
}

/** A request as its owner sees it; `nowMs` decides whether it is closed. */
export function presentRequest(
  row: FileRequestRow,
  uploadCount: number,
  nowMs: number,
): FileRequest {
  return {
    id: row.id,
    hash: row.hash,
    entry_id: row.entry_id,
    user_id: row.user_id,
    title: row.title,
    description: row.description,
    deadline: row.deadline,
    has_password: Boolean(row.password),
    allow_late_uploads: Boolean(row.allow_late_uploads),
    closed: isClosed(row, nowMs),
    upload_count: uploadCount,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Files received per request that are still in the drive (not trashed). */
export async function uploadCounts(
  db: Kysely<Database>,
  requestIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (requestIds.length === 0) return counts;
  const rows = await requestsDb(db)
    .selectFrom('file_request_uploads as u')
    .innerJoin('file_entries as e', 'e.id', 'u.entry_id')
    .select(['u.request_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('u.request_id', 'in', requestIds)
    .where('e.deleted_at', 'is', null)
    .groupBy('u.request_id')
    .execute();
  for (const row of rows) counts.set(row.request_id, toNumber(row.n));
  return counts;
}

/** A visitor's own files that are still in the drive, newest first. */
export async function uploadsOfVisitor(
  db: Kysely<Database>,
  visitorId: number,
): Promise<FileRequestUpload[]> {
  const rows = await requestsDb(db)
    .selectFrom('file_request_uploads as u')
    .innerJoin('file_entries as e', 'e.id', 'u.entry_id')
    .select(['u.id', 'u.late', 'u.created_at', 'e.name', 'e.type', 'e.file_size'])
    .where('u.visitor_id', '=', visitorId)
    .where('e.deleted_at', 'is', null)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    file_size: toNumber(r.file_size),
    created_at: r.created_at,
    late: Boolean(r.late),
  }));
}

export async function findRequest(db: Kysely<Database>, id: number) {
  return requestsDb(db)
    .selectFrom('file_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findRequestByHash(db: Kysely<Database>, hash: string) {
  return requestsDb(db)
    .selectFrom('file_requests')
    .selectAll()
    .where('hash', '=', hash)
    .executeTakeFirst();
}

/** The request `id` if it asks for files into the folder `folderId`. */
export async function findRequestOfFolder(db: Kysely<Database>, id: number, folderId: number) {
  return requestsDb(db)
    .selectFrom('file_requests')
    .selectAll()
    .where('id', '=', id)
    .where('entry_id', '=', folderId)
    .executeTakeFirst();
}

/** The requests for files into a folder, newest first. */
export async function requestsOfFolder(db: Kysely<Database>, folderId: number) {
  return requestsDb(db)
    .selectFrom('file_requests')
    .selectAll()
    .where('entry_id', '=', folderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertRequest(
  db: Kysely<Database>,
  values: Insertable<FileRequestTables['file_requests']>,
) {
  return requestsDb(db)
    .insertInto('file_requests')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateRequest(
  db: Kysely<Database>,
  id: number,
  set: Updateable<FileRequestTables['file_requests']>,
) {
  return requestsDb(db)
    .updateTable('file_requests')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteRequest(db: Kysely<Database>, id: number) {
  await requestsDb(db).deleteFrom('file_requests').where('id', '=', id).execute();
}

export async function findVisitorById(db: Kysely<Database>, id: number) {
  return requestsDb(db)
    .selectFrom('file_request_visitors')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The visitor of the request `requestId` whose cookie token hashes to `tokenHash`. */
export async function findVisitorByToken(
  db: Kysely<Database>,
  tokenHash: string,
  requestId: number,
) {
  return requestsDb(db)
    .selectFrom('file_request_visitors')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function renameVisitor(db: Kysely<Database>, id: number, name: string, email: string) {
  return requestsDb(db)
    .updateTable('file_request_visitors')
    .set({ name, email })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertVisitor(
  db: Kysely<Database>,
  values: Insertable<FileRequestTables['file_request_visitors']>,
) {
  return requestsDb(db)
    .insertInto('file_request_visitors')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The live file named `name` in the request's folder that this visitor uploaded, if any: a
 * visitor's upload of the same name again replaces it (a version is kept).
 */
export async function visitorsFileNamed(
  db: Kysely<Database>,
  visitorId: number,
  folderId: number,
  name: string,
) {
  return requestsDb(db)
    .selectFrom('file_request_uploads as u')
    .innerJoin('file_entries as e', 'e.id', 'u.entry_id')
    .selectAll('e')
    .where('u.visitor_id', '=', visitorId)
    .where('e.parent_id', '=', folderId)
    .where('e.name', '=', name)
    .where('e.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Forgets the visitor's earlier uploads of an entry (its new upload stands for them). */
export async function forgetUploadsOfEntry(
  db: Kysely<Database>,
  visitorId: number,
  entryId: number,
): Promise<void> {
  await requestsDb(db)
    .deleteFrom('file_request_uploads')
    .where('visitor_id', '=', visitorId)
    .where('entry_id', '=', entryId)
    .execute();
}

/** Records a visitor's file; answers the upload's id. */
export async function insertUpload(
  db: Kysely<Database>,
  values: Insertable<FileRequestTables['file_request_uploads']>,
) {
  return requestsDb(db)
    .insertInto('file_request_uploads')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Another of the visitor's uploads (not `uploadId`) the owner was not told about yet, if any. */
export async function otherUnannouncedUpload(
  db: Kysely<Database>,
  visitorId: number,
  uploadId: number,
) {
  return requestsDb(db)
    .selectFrom('file_request_uploads')
    .select('id')
    .where('visitor_id', '=', visitorId)
    .where('notified_at', 'is', null)
    .where('id', '!=', uploadId)
    .executeTakeFirst();
}

/** Marks every unannounced upload of the visitor announced at `notifiedAt`; answers them. */
export async function claimUnannouncedUploads(
  db: Kysely<Database>,
  visitorId: number,
  notifiedAt: string,
) {
  return requestsDb(db)
    .updateTable('file_request_uploads')
    .set({ notified_at: notifiedAt })
    .where('visitor_id', '=', visitorId)
    .where('notified_at', 'is', null)
    .returning(['entry_id', 'request_id'])
    .execute();
}

/** The names of these entries, by id. */
export async function entryNames(db: Kysely<Database>, entryIds: number[]): Promise<string[]> {
  const rows = await requestsDb(db)
    .selectFrom('file_entries')
    .select('name')
    .where('id', 'in', entryIds)
    .orderBy('id')
    .execute();
  return rows.map((e) => e.name);
}
