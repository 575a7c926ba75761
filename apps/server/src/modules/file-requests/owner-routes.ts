import { fileRequestsEndpoints as endpoints, FILE_REQUEST_MESSAGES } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { hashPassword } from '../../platform/security/passwords';
import { newHash } from '../drive/repo';
import { manageableFolder } from './access';
import {
  deleteRequest,
  type FileRequestRow,
  findRequestOfFolder,
  insertRequest,
  presentRequest,
  requestsOfFolder,
  updateRequest,
  uploadCounts,
} from './repo';

/**
 * The owner's side: `GET/POST file-entries/{id}/file-requests` and
 * `PUT/DELETE file-entries/{id}/file-requests/{requestId}`.
 */
export function ownerRoutes(app: AppInstance): void {
  route(app, endpoints.list, async ({ request, params }) => {
    const folder = await manageableFolder(app, request, params.id);
    const rows = await requestsOfFolder(app.db, folder.id);
    const counts = await uploadCounts(
      app.db,
      rows.map((r) => r.id),
    );
    return {
      fileRequests: rows.map((r) => presentRequest(r, counts.get(r.id) ?? 0, app.clock.nowMs())),
    };
  });

  route(app, endpoints.create, async ({ request, params, body: input }) => {
    const folder = await manageableFolder(app, request, params.id);
    assertFutureDeadline(input.deadline, app.clock.nowMs());
    const now = app.clock.iso();
    const row = await insertRequest(app.db, {
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
    });
    return { fileRequest: presentRequest(row, 0, app.clock.nowMs()) };
  });

  route(app, endpoints.update, async ({ request, params, body: input }) => {
    const existing = await requestOfFolder(app, request, params);
    assertFutureDeadline(input.deadline, app.clock.nowMs());
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
      ? await updateRequest(app.db, existing.id, { ...set, updated_at: app.clock.iso() })
      : existing;
    const counts = await uploadCounts(app.db, [row.id]);
    return { fileRequest: presentRequest(row, counts.get(row.id) ?? 0, app.clock.nowMs()) };
  });

  route(app, endpoints.remove, async ({ request, params }) => {
    const existing = await requestOfFolder(app, request, params);
    // The files already received stay in the folder; only the link goes.
    await deleteRequest(app.db, existing.id);
    return { message: FILE_REQUEST_MESSAGES.deleted };
  });
}

/** Refuses a deadline already passed at `nowMs` (422, before anything is written). */
function assertFutureDeadline(deadline: string | null | undefined, nowMs: number): void {
  if (deadline && Date.parse(deadline) <= nowMs) {
    throw new HttpProblem(422, FILE_REQUEST_MESSAGES.deadlinePast, {
      deadline: [FILE_REQUEST_MESSAGES.deadlinePast],
    });
  }
}

/** The request `requestId` on the folder `id`, for a caller who may manage it; else 404. */
async function requestOfFolder(
  app: AppInstance,
  request: FastifyRequest,
  params: { id: string; requestId: string },
): Promise<FileRequestRow> {
  const folder = await manageableFolder(app, request, params.id);
  const requestId = Number(params.requestId);
  const row = Number.isInteger(requestId)
    ? await findRequestOfFolder(app.db, requestId, folder.id)
    : undefined;
  if (!row) throw new HttpProblem(404, FILE_REQUEST_MESSAGES.notFound);
  return row;
}
