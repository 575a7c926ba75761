import {
  createFileRequestSchema,
  FILE_REQUEST_MESSAGES,
  updateFileRequestSchema,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem, validate } from '../../platform/http/errors';
import { hashPassword } from '../../platform/security/passwords';
import { nowIso } from '../../platform/security/tokens';
import { newHash } from '../drive/repo';
import { requireUser } from '../roles/service';
import { manageableFolder } from './access';
import { type FileRequestRow, presentRequest, requestsDb, uploadCounts } from './repo';

type EntryParams = { Params: { id: string } };
type RequestParams = { Params: { id: string; requestId: string } };

/**
 * The owner's side: `GET/POST file-entries/{id}/file-requests` and
 * `PUT/DELETE file-entries/{id}/file-requests/{requestId}`.
 */
export function ownerRoutes(app: AppInstance): void {
  const guard = { preHandler: requireUser };
  const base = '/api/v1/file-entries/:id/file-requests';

  app.get<EntryParams>(base, guard, async (request) => {
    const folder = await manageableFolder(app, request, request.params.id);
    const rows = await requestsDb(app.db)
      .selectFrom('file_requests')
      .selectAll()
      .where('entry_id', '=', folder.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const counts = await uploadCounts(
      app.db,
      rows.map((r) => r.id),
    );
    return { fileRequests: rows.map((r) => presentRequest(r, counts.get(r.id) ?? 0)) };
  });

  app.post<EntryParams>(base, guard, async (request) => {
    const folder = await manageableFolder(app, request, request.params.id);
    const input = validate(createFileRequestSchema, request.body ?? {});
    assertFutureDeadline(input.deadline);
    const now = nowIso();
    const row = await requestsDb(app.db)
      .insertInto('file_requests')
      .values({
        hash: newHash(),
        entry_id: folder.id,
        user_id: request.user!.id,
        title: input.title,
        description: input.description || null,
        deadline: input.deadline ? new Date(input.deadline).toISOString() : null,
        password: input.password ? await hashPassword(input.password) : null,
        allow_late_uploads: input.allowLateUploads ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { fileRequest: presentRequest(row, 0) };
  });

  app.put<RequestParams>(`${base}/:requestId`, guard, async (request) => {
    const existing = await requestOfFolder(app, request);
    const input = validate(updateFileRequestSchema, request.body ?? {});
    assertFutureDeadline(input.deadline);
    const set: Partial<Omit<FileRequestRow, 'id'>> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description || null;
    if (input.deadline !== undefined)
      set.deadline = input.deadline ? new Date(input.deadline).toISOString() : null;
    if (input.password !== undefined)
      set.password = input.password ? await hashPassword(input.password) : null;
    if (input.allowLateUploads !== undefined)
      set.allow_late_uploads = input.allowLateUploads ? 1 : 0;
    const row = Object.keys(set).length
      ? await requestsDb(app.db)
          .updateTable('file_requests')
          .set({ ...set, updated_at: nowIso() })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : existing;
    const counts = await uploadCounts(app.db, [row.id]);
    return { fileRequest: presentRequest(row, counts.get(row.id) ?? 0) };
  });

  app.delete<RequestParams>(`${base}/:requestId`, guard, async (request) => {
    const existing = await requestOfFolder(app, request);
    // The files already received stay in the folder; only the link goes.
    await requestsDb(app.db).deleteFrom('file_requests').where('id', '=', existing.id).execute();
    return { message: FILE_REQUEST_MESSAGES.deleted };
  });
}

/** Refuses a deadline that has already passed (422, before anything is written). */
function assertFutureDeadline(deadline: string | null | undefined): void {
  if (deadline && Date.parse(deadline) <= Date.now()) {
    throw new HttpProblem(422, FILE_REQUEST_MESSAGES.deadlinePast, {
      deadline: [FILE_REQUEST_MESSAGES.deadlinePast],
    });
  }
}

/** The request `requestId` on the folder `id`, for a caller who may manage it; else 404. */
async function requestOfFolder(
  app: AppInstance,
  request: FastifyRequest<RequestParams>,
): Promise<FileRequestRow> {
  const folder = await manageableFolder(app, request, request.params.id);
  const requestId = Number(request.params.requestId);
  const row = Number.isInteger(requestId)
    ? await requestsDb(app.db)
        .selectFrom('file_requests')
        .selectAll()
        .where('id', '=', requestId)
        .where('entry_id', '=', folder.id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpProblem(404, FILE_REQUEST_MESSAGES.notFound);
  return row;
}
