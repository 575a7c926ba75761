import {
  DRIVE_MESSAGES,
  MAX_FILES_RESTRICTION,
  MAX_SPACE_RESTRICTION,
  type SpaceUsage,
} from '@coffer/contract';
import type { Kysely } from 'kysely';
import type { AppInstance } from '../../app';
import { permissionsOfUser } from '../../kernel/roles/repo';
import { restrictionValue } from '../../kernel/roles/service';
import type { Database } from '../../platform/db/schema';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { findWorkspace } from '../workspaces/repo';
import { lockUserRow, spaceOverrideOf, storedBytesOf, storedFilesOf } from './quota-repo';
import { reservedBytes } from './uploads/reserved-repo';

type AnyDb = Kysely<Database>;

export const TOO_MANY_FILES = defineMessage(
  'You have reached the maximum number of files your plan allows.',
);

/** Whose space a workspace's files use: the workspace owner's (personal space: the user's). */
export async function quotaHolder(
  app: AppInstance,
  userId: number,
  workspaceId: number,
): Promise<number> {
  if (workspaceId === 0) return userId;
  return (await findWorkspace(app.db, workspaceId))?.owner_id ?? userId;
}

/**
 * Bytes used by an account: its personal files and the files of workspaces it owns,
 * trashed ones included until they are purged, plus the bytes its unfinished uploads have
 * reserved (`exceptUpload`: leave that upload's reservation out). `db`: the transaction
 * the caller holds, if any.
 */
export async function usedSpace(
  app: AppInstance,
  holderId: number,
  { db = app.db, exceptUpload }: { db?: AnyDb; exceptUpload?: string } = {},
): Promise<number> {
  const stored = await storedBytesOf(db, holderId);
  return stored + (await reservedBytes(db, holderId, app.clock, exceptUpload));
}

/**
 * Quota in bytes: user override → the subscription plan's space (`app.drive.planSpace`) →
 * role restriction (`files.create` → `max_space`) → `uploads.available_space` → null (unlimited).
 */
export async function availableSpace(app: AppInstance, holderId: number): Promise<number | null> {
  const override = await spaceOverrideOf(app.db, holderId);
  if (override !== null) return override;
  const subscribed = await app.drive.planSpace(holderId);
  if (subscribed !== null) return subscribed;
  const plan = restrictionValue(
    await permissionsOfUser(app, holderId),
    'files.create',
    MAX_SPACE_RESTRICTION,
  );
  if (plan !== null && plan !== undefined && plan !== '' && Number.isFinite(Number(plan)))
    return Number(plan);
  return (await app.settings.get('uploads')).available_space;
}

/** The most files the account may hold (`files.create` → `max_files`); null: unlimited. */
export async function maxFiles(app: AppInstance, holderId: number): Promise<number | null> {
  const plan = restrictionValue(
    await permissionsOfUser(app, holderId),
    'files.create',
    MAX_FILES_RESTRICTION,
  );
  if (plan === null || plan === undefined || plan === '' || !Number.isFinite(Number(plan)))
    return null;
  return Number(plan);
}

export function tooManyFilesProblem(): HttpProblem {
  return new HttpProblem(422, TOO_MANY_FILES, { file: [TOO_MANY_FILES] });
}

export async function spaceUsage(
  app: AppInstance,
  userId: number,
  workspaceId: number,
): Promise<SpaceUsage> {
  const holder = await quotaHolder(app, userId, workspaceId);
  return { used: await usedSpace(app, holder), available: await availableSpace(app, holder) };
}

/** 422 when `bytes` more would go over the quota that applies in the workspace. */
export async function assertQuota(
  app: AppInstance,
  user: { id: number },
  workspaceId: number,
  bytes: number,
): Promise<void> {
  if (bytes <= 0) return;
  const { used, available } = await spaceUsage(app, user.id, workspaceId);
  if (available !== null && used + bytes > available) throw quotaProblem();
}

export function quotaProblem(): HttpProblem {
  return new HttpProblem(422, DRIVE_MESSAGES.quotaExceeded, {
    file: [DRIVE_MESSAGES.quotaExceeded],
  });
}

export interface RoomRequest {
  /** Whose space (see `quotaHolder`). */
  holderId: number;
  bytes: number;
  /** An upload whose own reservation the bytes replace (it is not counted twice). */
  exceptUpload?: string;
  /** The refusal (default: the drive's quota message). */
  problem?: () => HttpProblem;
  /** Whether the bytes make one more file (not so for new content of an existing one). @default true */
  newFile?: boolean;
}

/**
 * Checks that `bytes` more, in one more file, fit the holder's quota (bytes, and files when
 * the plan limits them; trashed files count until purged) and runs `write` in the same transaction,
 * with the holder's row locked (PostgreSQL `for update`; SQLite runs one transaction at a
 * time), so two uploads cannot both pass the check before either is written. `write` must
 * use the transaction it is given, never `app.db`.
 */
export async function withRoomFor<T>(
  app: AppInstance,
  room: RoomRequest,
  write: (trx: AnyDb) => Promise<T>,
): Promise<T> {
  // Read outside the lock: on SQLite the transaction holds the only connection.
  const available = await availableSpace(app, room.holderId);
  const fileLimit = await maxFiles(app, room.holderId);
  return app.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, room.holderId);
    if (
      room.newFile !== false &&
      fileLimit !== null &&
      (await storedFilesOf(trx, room.holderId)) >= fileLimit
    ) {
      throw tooManyFilesProblem();
    }
    if (available !== null && room.bytes > 0) {
      const used = await usedSpace(app, room.holderId, {
        db: trx,
        exceptUpload: room.exceptUpload,
      });
      if (used + room.bytes > available) throw (room.problem ?? quotaProblem)();
    }
    return write(trx);
  });
}
