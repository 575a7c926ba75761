import type { FastifyInstance } from 'fastify';
import { safeEqual } from '../security/tokens';

/**
 * `GET /metrics`: this instance's figures in Prometheus text format, for the Bearer token
 * METRICS_TOKEN. Without the token configured the endpoint does not exist (404); a missing
 * or wrong token is a 401. It is Prometheus's format, not a JSON call of the API, so it sits
 * beside the endpoint map (`scripts/check-endpoint-calls.mjs` names this file).
 */
export function metricsRoute(app: FastifyInstance): void {
  const token = app.config.metricsToken;
  if (!token) return;
  app.route({
    method: 'GET',
    url: '/metrics',
    handler: async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
      if (!given || !safeEqual(given, token)) {
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer realm="metrics"')
          .type('text/plain')
          .send('Unauthenticated.\n');
      }
      return reply
        .header('Cache-Control', 'no-store')
        .type(app.metrics.registry.contentType)
        .send(await app.metrics.registry.metrics());
    },
  });
}
