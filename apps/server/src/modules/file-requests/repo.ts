import type { FileRequest, FileRequestUpload } from '@coffer/contract';
import type { Kysely, Selectable } from 'kysely';
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
