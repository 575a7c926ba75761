import { DRIVE_MESSAGES, type SpaceUsage } from '@coffer/contract';
import { sql } from 'kysely';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { permissionsOfUser } from '../roles/repo';
import { restrictionValue } from '../roles/service';
import { findWorkspace } from '../workspaces/repo';
import { driveDb, toNumber } from './repo';

/** The plan restriction read for the quota (bytes), on the `files.create` permission. */
export const SPACE_RESTRICTION = 'max_space';

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
 * trashed ones included until they are purged.
 */
export async function usedSpace(app: AppInstance, holderId: number): Promise<number> {
  const row = await driveDb(app.db)
    .selectFrom('file_entries')
    .select(sql<number | string | null>`sum(file_size)`.as('used'))
    .where('type', '!=', 'folder')
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_id', '=', holderId), eb('workspace_id', '=', 0)]),
        eb(
          'workspace_id',
          'in',
          sql<number>`(select id from workspaces where owner_id = ${holderId})`,
        ),
      ]),
    )
    .executeTakeFirst();
  return toNumber(row?.used);
}

/** Quota in bytes: user override → plan restriction → `uploads.available_space` → null (unlimited). */
export async function availableSpace(app: AppInstance, holderId: number): Promise<number | null> {
  const user = await driveDb(app.db)
    .selectFrom('users')
    .select('available_space')
    .where('id', '=', holderId)
    .executeTakeFirst();
  if (user?.available_space != null) return toNumber(user.available_space);
  const plan = restrictionValue(
    await permissionsOfUser(app.db, holderId),
    'files.create',
    SPACE_RESTRICTION,
  );
  if (plan !== null && plan !== undefined && plan !== '' && Number.isFinite(Number(plan)))
    return Number(plan);
  return (await app.settings.get('uploads')).available_space;
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
  if (available !== null && used + bytes > available) {
    throw new HttpProblem(422, DRIVE_MESSAGES.quotaExceeded, {
      file: [DRIVE_MESSAGES.quotaExceeded],
    });
  }
}
