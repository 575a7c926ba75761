import { fileRequestsEndpoints as endpoints, FILE_REQUEST_MESSAGES } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { isSecureRequest } from '../../kernel/sessions';
import { findUserById } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { verifyPassword } from '../../platform/security/passwords';
import { limit } from '../auth/service';
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
  route(app, endpoints.page, async ({ request, params }) => {
    const { row } = await resolveRequest(app, params.hash);
    const owner = await findUserById(app.db, row.user_id);
    const {
      id: _id,
      entry_id: _entry,
      user_id: _user,
      upload_count: _count,
      created_at: _created,
      updated_at: _updated,
      ...shown
    } = presentRequest(row, 0, app.clock.nowMs());
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

  route(app, endpoints.checkPassword, async ({ request, reply, params, body: { password } }) => {
    // The same budget as a shareable link's password.
    await limit(app, [
      { key: `request-password:ip:${request.ip}`, max: 10, windowMs: 60_000 },
      { key: `request-password:request:${params.hash}`, max: 50, windowMs: 60_000 },
    ]);
    const { row } = await resolveRequest(app, params.hash);
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

  route(app, endpoints.saveVisitor, async ({ request, reply, params, body: input }) => {
    await limit(app, [{ key: `request-visitor:ip:${request.ip}`, max: 30, windowMs: 60_000 }]);
    const { row } = await openRequest(app, request, params.hash);
    if (isClosed(row, app.clock.nowMs())) throw new HttpProblem(403, FILE_REQUEST_MESSAGES.closed);
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

  route(app, endpoints.land, async ({ request, params, body: { uploadKey } }) =>
    finalizeVisitorUpload(app, tus, request, params.hash, uploadKey),
  );

  route(app, endpoints.uploadsDone, async ({ request, params }) => {
    const { row } = await openRequest(app, request, params.hash);
    const visitor = await requireVisitor(app, request, row);
    return { notified: await notifyOwnerOfUploads(app, visitor.id) };
  });
}
