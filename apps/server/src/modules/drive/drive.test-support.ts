import { WORKSPACE_ROLE_ADMIN } from '@coffer/contract';
import type { TestServer } from '../../../test/harness';
import { wsDb } from '../workspaces/repo';
import { createFileEntry, type EntryRow, type NewFileEntry } from './repo';

/** Test helpers: entries written straight to the database (no HTTP), as an upload would. */

export interface RowOptions {
  ownerId: number;
  parentId?: number | null;
  workspaceId?: number;
  relativePath?: string;
}

export function createFolder(
  server: TestServer,
  name: string,
  options: RowOptions,
): Promise<EntryRow> {
  return server.app.db.transaction().execute((trx) =>
    createFileEntry(trx, {
      now: server.app.clock.iso(),
      name,
      type: 'folder',
      parentId: options.parentId ?? null,
      ownerId: options.ownerId,
      workspaceId: options.workspaceId ?? 0,
      relativePath: options.relativePath,
    }),
  );
}

/**
 * A file row. Without `storageKey` it has no bytes (fine for listing, moving, trash);
 * give one when the storage driver should hold bytes for it.
 */
export function createFileRow(
  server: TestServer,
  name: string,
  options: RowOptions &
    Partial<Pick<NewFileEntry, 'mime' | 'size' | 'storageDriver' | 'storageKey' | 'description'>>,
): Promise<EntryRow> {
  return server.app.db.transaction().execute((trx) =>
    createFileEntry(trx, {
      now: server.app.clock.iso(),
      name,
      mime: options.mime ?? null,
      size: options.size ?? 100,
      description: options.description ?? null,
      parentId: options.parentId ?? null,
      ownerId: options.ownerId,
      workspaceId: options.workspaceId ?? 0,
      relativePath: options.relativePath,
      storageDriver: options.storageDriver ?? null,
      storageKey: options.storageKey ?? null,
    }),
  );
}

/** A workspace owned by `ownerId` (Admin member) with the given extra members and roles. */
export async function createWorkspace(
  server: TestServer,
  ownerId: number,
  members: Array<{ userId: number; roleId: number }> = [],
): Promise<number> {
  const now = new Date().toISOString();
  const db = wsDb(server.app.db);
  const workspace = await db
    .insertInto('workspaces')
    .values({ name: 'Team', owner_id: ownerId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const member of [{ userId: ownerId, roleId: WORKSPACE_ROLE_ADMIN }, ...members]) {
    await db
      .insertInto('workspace_members')
      .values({
        workspace_id: workspace.id,
        user_id: member.userId,
        role_id: member.roleId,
        created_at: now,
      })
      .execute();
  }
  return workspace.id;
}

/** Names of a list answer's entries, in order. */
export function names(json: { pagination: { data: Array<{ name: string }> } }): string[] {
  return json.pagination.data.map((e) => e.name);
}
