import {
  checkFileRequestPasswordSchema,
  FILE_REQUEST_MESSAGES,
  type FileRequestPage,
  fileRequestVisitorSchema,
} from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem, validate } from '../../platform/http/errors';
import { verifyPassword } from '../../platform/security/passwords';
import { isSecureRequest } from '../../platform/security/sessions';
import { limit } from '../auth/service';
import { findUserById } from '../users/repo';
import { notifyOwnerOfUploads } from './notify';
import { isClosed, presentRequest, uploadsOfVisitor } from './repo';
import {
  createVisitorTus,
  finalizeVisitorUpload,
  handleVisitorTus,
  VISITOR_TUS_PATH,
} from './uploads';
import {
  findVisitor,
  type HashRequest,
  openRequest,
  passwordCookie,
  passwordToken,
  requireVisitor,
  resolveRequest,
  saveVisitor,
  unlocked,
} from './visitor';

/**
 * The visitors' side, open to guests: the page data, the password check, naming oneself,
 * tus uploads, turning an upload into a file, and "this batch is done".
 */
export function publicRoutes(app: AppInstance): void {
  const base = '/api/v1/file-requests/:hash';

  app.get(base, async (request: HashRequest): Promise<FileRequestPage> => {
    const { row } = await resolveRequest(app, request.params.hash);
    const owner = await findUserById(app.db, row.user_id);
    const {
      id: _id,
      entry_id: _entry,
      user_id: _user,
      upload_count: _count,
      created_at: _created,
      updated_at: _updated,
      ...shown
    } = presentRequest(row, 0);
    const publicRequest = { ...shown, owner_name: owner?.name || 'Someone' };
    const maxSize = (await app.settings.get('uploads')).max_size;
    if (!unlocked(request, row)) {
      return {
        // The title and who asks tell visitors they are in the right place; the rest waits.
        request: { ...publicRequest, description: null },
        passwordRequired: true,
        visitor: null,
        uploads: null,
        max_file_size: maxSize,
      };
    }
    const visitor = await findVisitor(app, request, row);
    return {
      request: publicRequest,
      passwordRequired: false,
      visitor: visitor ? { name: visitor.name, email: visitor.email } : null,
      uploads: visitor ? await uploadsOfVisitor(app.db, visitor.id) : [],
      max_file_size: maxSize,
    };
  });

  app.post(`${base}/check-password`, async (request: HashRequest, reply: FastifyReply) => {
    // The same budget as a shareable link's password.
    await limit(app, [
      { key: `request-password:ip:${request.ip}`, max: 10, windowMs: 60_000 },
      { key: `request-password:request:${request.params.hash}`, max: 50, windowMs: 60_000 },
    ]);
    const { row } = await resolveRequest(app, request.params.hash);
    const { password } = validate(checkFileRequestPasswordSchema, request.body ?? {});
    if (!row.password || !(await verifyPassword(row.password, password))) {
      throw new HttpProblem(422, FILE_REQUEST_MESSAGES.wrongPassword, {
        password: [FILE_REQUEST_MESSAGES.wrongPassword],
      });
    }
    const token = passwordToken(row);
    reply.setCookie(passwordCookie(row.hash), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(request, app.config.appUrl),
    });
    return { matches: true as const, token };
  });

  app.post(`${base}/visitor`, async (request: HashRequest, reply: FastifyReply) => {
    await limit(app, [{ key: `request-visitor:ip:${request.ip}`, max: 30, windowMs: 60_000 }]);
    const { row } = await openRequest(app, request);
    if (isClosed(row)) throw new HttpProblem(403, FILE_REQUEST_MESSAGES.closed);
    const input = validate(fileRequestVisitorSchema, request.body ?? {});
    const visitor = await saveVisitor(app, request, reply, row, input);
    return { visitor: { name: visitor.name, email: visitor.email } };
  });

  const tus = createVisitorTus(app);
  app.register(async (scope) => {
    // tus PATCH bodies stream straight into the store: no parsing, no body limit.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );
    const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    const handler = (request: FastifyRequest, reply: FastifyReply) =>
      handleVisitorTus(app, tus, request as HashRequest, reply);
    scope.route({ method: [...methods], url: VISITOR_TUS_PATH, handler });
    scope.route({ method: [...methods], url: `${VISITOR_TUS_PATH}/:id`, handler });
  });

  app.post(`${base}/uploads`, (request: HashRequest) => finalizeVisitorUpload(app, tus, request));

  app.post(`${base}/uploads/done`, async (request: HashRequest) => {
    const { row } = await openRequest(app, request);
    const visitor = await requireVisitor(app, request, row);
    return { notified: await notifyOwnerOfUploads(app, visitor.id) };
  });
}
