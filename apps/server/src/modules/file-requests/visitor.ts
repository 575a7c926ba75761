import { FILE_REQUEST_MESSAGES } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { isSecureRequest } from '../../kernel/sessions';
import { HttpProblem } from '../../platform/http/errors';
import { randomToken, safeEqual, sha256 } from '../../platform/security/tokens';
import { type EntryRow, findEntry } from '../drive/repo';
import { creatorStillMay } from './access';
import {
  type FileRequestRow,
  findRequestByHash,
  findVisitorByToken,
  insertVisitor,
  renameVisitor,
  type VisitorRow,
} from './repo';

/** Proof of the password (like a shareable link's), per request. */
export const passwordCookie = (hash: string) => `coffer_request_${hash}`;
/** Who the visitor is: a random token; the database keeps only its sha256. */
export const visitorCookie = (hash: string) => `coffer_request_visitor_${hash}`;

export type HashRequest = FastifyRequest<{
  Params: { hash: string; id?: string };
  Querystring: Record<string, string | undefined>;
}>;

export interface OpenRequest {
  row: FileRequestRow;
  folder: EntryRow;
}

/**
 * The request behind a hash with its live folder, else 404: a removed request, a trashed
 * folder and a creator who may no longer add files there all read as "not available".
 */
export async function resolveRequest(app: AppInstance, hash: string): Promise<OpenRequest> {
  const row = await findRequestByHash(app.db, hash);
  const folder = row ? await findEntry(app.db, row.entry_id) : undefined;
  if (!row || !folder || folder.deleted_at || !(await creatorStillMay(app, row.user_id, folder)))
    throw new HttpProblem(404, FILE_REQUEST_MESSAGES.notFound);
  return { row, folder };
}

export function passwordToken(row: Pick<FileRequestRow, 'id' | 'password'>): string {
  return sha256(`file-request:${row.id}:${row.password ?? ''}`);
}

/** Did the visitor prove the password (cookie, or `X-Request-Token` header)? */
export function unlocked(request: FastifyRequest, row: FileRequestRow): boolean {
  if (!row.password) return true;
  const expected = passwordToken(row);
  const given = [request.cookies[passwordCookie(row.hash)], request.headers['x-request-token']];
  return given.some((t) => typeof t === 'string' && safeEqual(t, expected));
}

/** `resolveRequest` plus the password: 403 until it was proven. */
export async function openRequest(
  app: AppInstance,
  request: FastifyRequest,
  hash: string,
): Promise<OpenRequest> {
  const found = await resolveRequest(app, hash);
  if (!unlocked(request, found.row)) throw new HttpProblem(403, FILE_REQUEST_MESSAGES.password);
  return found;
}

/** The visitor of this request named by the caller's cookie, if any. */
export async function findVisitor(
  app: AppInstance,
  request: FastifyRequest,
  row: FileRequestRow,
): Promise<VisitorRow | null> {
  const token = request.cookies[visitorCookie(row.hash)];
  if (!token) return null;
  return (await findVisitorByToken(app.db, sha256(token), row.id)) ?? null;
}

/** The caller's visitor row, or 403 asking for their name and email first. */
export async function requireVisitor(
  app: AppInstance,
  request: FastifyRequest,
  row: FileRequestRow,
): Promise<VisitorRow> {
  const visitor = await findVisitor(app, request, row);
  if (!visitor) throw new HttpProblem(403, FILE_REQUEST_MESSAGES.visitorRequired);
  return visitor;
}

/** Names the caller as a visitor (or renames them), remembered by an httpOnly cookie. */
export async function saveVisitor(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  row: FileRequestRow,
  input: { name: string; email: string },
): Promise<VisitorRow> {
  const existing = await findVisitor(app, request, row);
  if (existing) return renameVisitor(app.db, existing.id, input.name, input.email);
  const token = randomToken();
  const visitor = await insertVisitor(app.db, {
    request_id: row.id,
    token_hash: sha256(token),
    name: input.name,
    email: input.email,
    created_at: app.clock.iso(),
  });
  reply.setCookie(visitorCookie(row.hash), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, app.config.appUrl),
    // Long enough to come back and see what was sent; the request itself may end sooner.
    maxAge: 90 * 24 * 60 * 60,
  });
  return visitor;
}
