import { z } from 'zod';
import type { BoundEndpoint } from './endpoint';
import { allEndpoints } from './endpoints';
import { errorPayloadSchema } from './errors';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });
}

/** The query's fields as OpenAPI parameters. */
function queryParameters(schema: z.ZodType) {
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

function operation(endpoint: BoundEndpoint) {
  const { schemas, access } = endpoint;
  const pathParams = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const parameters = [...pathParams, ...(schemas.query ? queryParameters(schemas.query) : [])];
  const who = access.permission
    ? `Needs the \`${access.permission}\` permission${access.signedIn ? ' and a signed-in user' : ''}.`
    : access.signedIn
      ? 'Needs a signed-in user.'
      : 'Open to guests.';
  const error = { 'application/json': { schema: jsonSchema(errorPayloadSchema, 'output') } };
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    description: who,
    tags: [endpoint.id.split('.')[0]],
    ...(parameters.length ? { parameters } : {}),
    ...(schemas.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } },
          },
        }
      : schemas.multipart
        ? {
            requestBody: {
              required: true,
              content: { 'multipart/form-data': { schema: { type: 'object' } } },
            },
          }
        : {}),
    responses: {
      200: {
        description: 'OK',
        ...(schemas.response
          ? { content: { 'application/json': { schema: jsonSchema(schemas.response, 'output') } } }
          : {}),
      },
      ...(access.signedIn || access.permission
        ? { 401: { description: 'Unauthenticated', content: error } }
        : {}),
      ...(access.permission ? { 403: { description: 'Unauthorized', content: error } } : {}),
      422: { description: 'Invalid data, a message per field', content: error },
    },
  };
}

/**
 * The OpenAPI 3 document of every endpoint of the map (ADR 0015), generated from the same
 * descriptors and schemas the client, the server and the mocks use.
 */
export function openApiDocument(
  siteName: string,
  endpoints: readonly BoundEndpoint[] = allEndpoints,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.0.3',
    info: { title: `${siteName} API`, version: '1' },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        session: { type: 'apiKey', in: 'cookie', name: 'coffer_session' },
      },
    },
    security: [{ bearer: [] }, { session: [] }],
    paths,
  };
}
