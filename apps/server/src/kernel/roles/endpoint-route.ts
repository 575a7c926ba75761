import type {
  Access,
  BoundEndpoint,
  HandlerResultOf,
  ServerBodyOf,
  ServerParamsOf,
  ServerQueryOf,
} from '@coffer/contract';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem, validate } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/i18n/request-language';
import { requirePermission, requireUser } from './service';

export interface EndpointContext<E extends BoundEndpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ServerParamsOf<E>;
  query: ServerQueryOf<E>;
  body: ServerBodyOf<E>;
}

/** Route options beside the endpoint's own (hooks such as `onSend`, `exposeHeadRoute`). */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'handler'> & {
  /** Guards run after the endpoint's access guard (e.g. a confirmed password). */
  preHandler?: Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>;
};

/** The preHandlers of an endpoint's access: sign-in first, then the permission. */
export function accessGuards(app: AppInstance, access: Access) {
  const guards: Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>> = [];
  if (access.signedIn) guards.push(requireUser);
  if (access.permission) guards.push(requirePermission(app, access.permission));
  return guards;
}

/**
 * Registers an endpoint of the contract's map (ADR 0015): the guard from its access, params,
 * query and body parsed by its schemas (422 with field messages), and the handler's result
 * parsed by its response schema before it is sent. An answer that does not match is the
 * server's bug: it is logged and answered 500, never sent half-checked. A handler that
 * answers by itself (a stream, a file) returns the reply.
 */
export function route<E extends BoundEndpoint>(
  app: AppInstance,
  endpoint: E,
  handler: (context: EndpointContext<E>) => Promise<HandlerResultOf<E> | FastifyReply>,
  options: EndpointRouteOptions = {},
): void {
  const { schemas } = endpoint;
  const { preHandler = [], ...rest } = options;
  app.route({
    ...rest,
    method: endpoint.method,
    url: endpoint.path,
    preHandler: [...accessGuards(app, endpoint.access), ...preHandler],
    handler: async (request, reply) => {
      const params = schemas.params
        ? validate(schemas.params, request.params)
        : (request.params as ServerParamsOf<E>);
      const query = schemas.query ? validate(schemas.query, request.query ?? {}) : {};
      const body = schemas.body ? validate(schemas.body, request.body ?? {}) : request.body;
      const result = await handler({
        request,
        reply,
        params: params as ServerParamsOf<E>,
        query: query as ServerQueryOf<E>,
        body: body as ServerBodyOf<E>,
      });
      if (result === reply || reply.sent || !schemas.response) return result;
      const checked = schemas.response.safeParse(result);
      if (checked.success) return translateMessage(app, request, checked.data);
      request.log.error(
        { endpoint: endpoint.id, issues: checked.error.issues },
        'an answer does not match its response schema',
      );
      throw new HttpProblem(500, 'The server could not produce a valid answer.');
    },
  });
}

/** An answer's `message` (`{ message: 'Password updated' }`) in the request's language. */
async function translateMessage<T>(
  app: AppInstance,
  request: FastifyRequest,
  answer: T,
): Promise<T> {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return answer;
  const { message } = answer as { message?: unknown };
  if (typeof message !== 'string') return answer;
  const language = await requestLanguage(app, request);
  return { ...answer, message: app.catalogue.translate(language, message) };
}
