import { fileEntryCategory } from '@coffer/contract';
import type { Kysely } from 'kysely';
import type { AppInstance } from '../../../app';
import type { Database } from '../../../platform/db/schema';
import { DELETE_BYTES_JOB, type StoredObject } from '../bytes';
import { adjustAncestorSizes, type EntryRow, findEntry, toNumber, updateEntry } from '../repo';
import { EXTRACT_TEXT_JOB, THUMBNAIL_JOB, wantsText, wantsThumbnail } from '../thumbnails/jobs';
import {
  deleteVersionRows,
  keepAsVersion,
  type VersionRow,
  versionsBefore,
  versionsBeyond,
} from './repo';

type AnyDb = Kysely<Database>;

/** Bytes that become a file's current content: a new upload's, or a restored version's. */
export interface NewContent {
  storageDriver: string | null;
  storageKey: string;
  size: number;
  mime: string | null;
  uploadedBy: number | null;
  uploadedAt: string;
}

/**
 * Puts new bytes in a file entry (same id, hash, shares and links) and keeps its current
 * bytes as a version; the folder totals above it follow the size, and the thumbnail and
 * search text are made again from the new bytes. Runs in the caller's transaction.
 */
export async function swapContent(
  app: AppInstance,
  trx: AnyDb,
  entry: EntryRow,
  content: NewContent,
): Promise<EntryRow> {
  const now = app.clock.iso();
  await keepAsVersion(trx, entry, now);
  await updateEntry(trx, entry.id, {
    storage_driver: content.storageDriver,
    storage_key: content.storageKey,
    file_size: content.size,
    mime: content.mime ?? entry.mime,
    type: fileEntryCategory(content.mime ?? entry.mime, entry.extension),
    thumbnail: 0,
    uploaded_by: content.uploadedBy,
    uploaded_at: content.uploadedAt,
    updated_at: now,
  });
  await adjustAncestorSizes(trx, entry, content.size - toNumber(entry.file_size));
  const row = (await findEntry(trx, entry.id))!;
  if (wantsThumbnail(row)) await app.jobs.enqueue(trx, THUMBNAIL_JOB, { entryId: row.id });
  if (wantsText(row)) await app.jobs.enqueue(trx, EXTRACT_TEXT_JOB, { entryId: row.id });
  return row;
}

/** A version becomes the current content again; the current content becomes a version. */
export async function restoreVersion(
  app: AppInstance,
  entry: EntryRow,
  version: VersionRow,
): Promise<EntryRow> {
  return app.db.transaction().execute(async (trx) => {
    const row = await swapContent(app, trx, entry, {
      storageDriver: version.storage_driver,
      storageKey: version.storage_key,
      size: toNumber(version.file_size),
      mime: version.mime,
      uploadedBy: version.uploaded_by,
      uploadedAt: version.uploaded_at,
    });
    await deleteVersionRows(trx, [version.id]);
    return row;
  });
}

/** Deletes versions' rows now and their bytes by a queued job committed with them. */
export async function dropVersions(
  app: AppInstance,
  db: AnyDb,
  versions: { id: number; storage_driver: string | null; storage_key: string }[],
): Promise<void> {
  if (versions.length === 0) return;
  await deleteVersionRows(
    db,
    versions.map((v) => v.id),
  );
  const objects: StoredObject[] = versions.map((v) => ({
    driver: v.storage_driver ?? 'local',
    key: v.storage_key,
  }));
  await app.jobs.enqueue(db, DELETE_BYTES_JOB, { objects });
}

/** Name of the scheduled version retention in the schedule log. */
export const VERSION_RETENTION_TASK = 'drive.version-retention';

/**
 * The retention policy (admin settings, drive tab): versions older than
 * `drive.versions.max_age_days` and those past the `drive.versions.max_count` newest of
 * their file go, bytes included. The current content of a file is never touched.
 */
export async function expireVersions(app: AppInstance): Promise<string> {
  const settings = await app.serverSettings.all();
  const maxAge = settings['drive.versions.max_age_days'];
  const maxCount = settings['drive.versions.max_count'];
  let dropped = 0;
  const drain = async (
    next: () => Promise<{ id: number; storage_driver: string | null; storage_key: string }[]>,
  ) => {
    for (;;) {
      const batch = await next();
      if (batch.length === 0) return;
      await app.db.transaction().execute((trx) => dropVersions(app, trx, batch));
      dropped += batch.length;
    }
  };
  if (maxAge !== null) {
    const cutoff = app.clock.iso(-maxAge * 24 * 60 * 60_000);
    await drain(() => versionsBefore(app.db, cutoff, 200));
  }
  if (maxCount !== null) await drain(() => versionsBeyond(app.db, maxCount, 200));
  return `Deleted ${dropped} expired ${dropped === 1 ? 'version' : 'versions'}.`;
}
