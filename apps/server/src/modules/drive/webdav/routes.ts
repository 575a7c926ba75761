import { DRIVE_MESSAGES, UPLOAD_MESSAGES } from '@coffer/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { HttpProblem } from '../../../platform/http/errors';
import { assertEntryAccess } from '../access';
import { sendEntryFile, userFileRoute } from '../downloads/send';
import { DavForbidden, DavUnauthorized, davUser } from './auth';
import { type DavContext, DavError } from './context';
import { BadIfHeader, parseIfHeader } from './if-header';
import { lock, unlock } from './locks';
import { parsePropfind, parseProppatch, propfindBody, proppatch, usageMemo } from './props';
import { BadPath, DAV_ROOT, davSegments, isCollection, resolve } from './resources';
import { assertMayChange, copyOrMove, createEmpty, mkcol, put, remove } from './write';
import { BadXml, errorBody, parseXml } from './xml';

const DAV_METHODS = ['PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK'] as const;
const METHODS = ['OPTIONS', 'GET', 'HEAD', 'PUT', 'DELETE', ...DAV_METHODS];
const ALLOW = METHODS.join(', ');
/** The most XML a PROPFIND, PROPPATCH or LOCK body may hold. */
const MAX_XML_BYTES = 1024 * 1024;
const CHALLENGE = 'Basic realm="Coffer WebDAV", charset="UTF-8"';
const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * WebDAV at `/dav/` (issue 31; ADR 0023): class 1 and 2 over the drive's own rules, with
 * HTTP Basic auth (the account's address and an app password). Bodies are read by the
 * handlers themselves: PUT streams to storage, the XML ones are read up to 1 MB.
 */
export function webdavRoutes(app: AppInstance): void {
  for (const method of DAV_METHODS) {
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  }
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.setErrorHandler((error, request, reply) =>
      answerError(app, error as Error, request, reply),
    );
    const handler = (request: FastifyRequest, reply: FastifyReply) => handle(app, request, reply);
    for (const url of [DAV_ROOT, `${DAV_ROOT}/*`]) {
      scope.route({
        method: METHODS,
        url,
        handler,
        exposeHeadRoute: false,
        onSend: userFileRoute.onSend,
      });
    }
  });
}

async function handle(app: AppInstance, request: FastifyRequest, reply: FastifyReply) {
  reply.header('DAV', '1, 2').header('MS-Author-Via', 'DAV');
  const segments = davSegments(request.url.split('?')[0]!);
  if (!segments) throw new DavError(404);
  if (request.method === 'OPTIONS') return reply.header('Allow', ALLOW).code(200).send();
  const user = await davUser(app, request);
  request.user = user;
  const ifHeader = request.headers.if;
  const ctx: DavContext = {
    app,
    request,
    reply,
    user,
    segments,
    ifLists: typeof ifHeader === 'string' ? parseIfHeader(ifHeader) : null,
    now: app.clock.iso(),
    usage: usageMemo(app, user.id),
  };
  const target = await resolve(app, request, segments);
  switch (request.method) {
    case 'GET':
    case 'HEAD': {
      if (target.kind === 'missing') throw new DavError(404);
      if (isCollection(target)) {
        if (request.method === 'HEAD') return reply.code(200).send();
        throw new DavError(405);
      }
      if (target.kind !== 'entry') throw new DavError(405);
      await assertEntryAccess(app, request, target.entry, 'download');
      return sendEntryFile(app, request, reply, target.entry, {
        kind: 'attachment',
        cache: 'private, no-cache',
      });
    }
    case 'PROPFIND': {
      const body = await readXml(request);
      if (target.kind === 'missing') throw new DavError(404);
      const depth = String(request.headers.depth ?? 'infinity').toLowerCase();
      if (depth !== '0' && depth !== '1')
        throw new DavError(403, errorBody('propfind-finite-depth'));
      const wanted = parsePropfind(body);
      return reply
        .code(207)
        .type(XML_TYPE)
        .send(propfindBody(ctx, target, wanted, depth));
    }
    case 'PROPPATCH': {
      const body = await readXml(request);
      if (target.kind === 'missing') throw new DavError(404);
      if (!body) throw new BadXml('Expected a body');
      const instructions = parseProppatch(body);
      if (target.kind === 'entry') await assertEntryAccess(app, request, target.entry, 'update');
      await assertMayChange(ctx, target);
      return reply
        .code(207)
        .type(XML_TYPE)
        .send(await proppatch(ctx, target, instructions));
    }
    case 'MKCOL':
      await mkcol(ctx, target);
      return reply.code(201).send();
    case 'PUT': {
      const status = await put(ctx, target);
      return reply.code(status).send();
    }
    case 'DELETE':
      await remove(ctx, target);
      return reply.code(204).send();
    case 'COPY':
    case 'MOVE': {
      const status = await copyOrMove(ctx, target, request.method === 'COPY' ? 'copy' : 'move');
      return reply.code(status).send();
    }
    case 'LOCK': {
      const body = await readXml(request);
      let created = false;
      let locked = target;
      if (locked.kind === 'missing') {
        if (!body) throw new DavError(404);
        await createEmpty(ctx, locked);
        created = true;
        locked = await resolve(app, request, segments);
        if (locked.kind === 'missing') throw new DavError(409);
      } else if (locked.kind === 'entry') {
        // A lock holds off every other writer: only someone who may edit may take one.
        await assertEntryAccess(app, request, locked.entry, 'update');
      }
      const answer = await lock(ctx, locked, body);
      if (answer.token) reply.header('Lock-Token', `<${answer.token}>`);
      return reply
        .code(created ? 201 : answer.status)
        .type(XML_TYPE)
        .send(answer.xml);
    }
    case 'UNLOCK':
      if (target.kind === 'missing') throw new DavError(404);
      await unlock(ctx, target);
      return reply.code(204).send();
    default:
      throw new DavError(405);
  }
}

/** A request's XML body, parsed; null when it has none. */
async function readXml(request: FastifyRequest) {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_XML_BYTES) throw new DavError(413);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text.trim() ? parseXml(text) : null;
}

function answerError(
  app: AppInstance,
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('DAV', '1, 2');
  if (!request.raw.readableEnded) reply.header('Connection', 'close');
  if (error instanceof DavError) {
    if (error.status === 405) reply.header('Allow', ALLOW);
    return error.body
      ? reply.code(error.status).type(XML_TYPE).send(error.body)
      : reply.code(error.status).send();
  }
  if (error instanceof BadXml || error instanceof BadPath || error instanceof BadIfHeader) {
    return reply.code(400).send();
  }
  if (error instanceof DavUnauthorized) {
    return reply.code(401).header('WWW-Authenticate', CHALLENGE).send();
  }
  if (error instanceof DavForbidden) return reply.code(403).type('text/plain').send(error.message);
  if (error instanceof HttpProblem) {
    reply.headers(error.headers).type('text/plain; charset=utf-8');
    if (error.status === 401) reply.header('WWW-Authenticate', CHALLENGE);
    return reply.code(davStatus(error)).send(error.message);
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) return reply.code(status).send();
  request.log.error(error);
  app.errorReporter.report(error, { method: request.method, url: DAV_ROOT });
  return reply.code(500).send();
}

/** The WebDAV status of a drive refusal: a full quota is 507, other refusals of input 403. */
function davStatus(problem: HttpProblem): number {
  if (problem.status !== 422) return problem.status;
  if (problem.message === DRIVE_MESSAGES.quotaExceeded) return 507;
  if (problem.message === UPLOAD_MESSAGES.tooLarge) return 413;
  if (
    problem.message === DRIVE_MESSAGES.folderExists ||
    problem.message === DRIVE_MESSAGES.fileExists
  )
    return 405;
  return 403;
}
