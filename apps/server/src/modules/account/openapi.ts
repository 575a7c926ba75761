import {
  accessTokensResponseSchema,
  accountUserResponseSchema,
  changeLocalePayloadSchema,
  changeLocaleResponseSchema,
  changePasswordPayloadSchema,
  confirmPasswordPayloadSchema,
  createAccessTokenPayloadSchema,
  createAccessTokenResponseSchema,
  errorPayloadSchema,
  loginPayloadSchema,
  loginResponseSchema,
  showUserResponseSchema,
  updateAccountPayloadSchema,
  userSessionsResponseSchema,
  valueListsResponseSchema,
} from '@coffer/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app';
import { requirePermission } from '../roles/service';

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  body?: z.ZodType;
  response?: z.ZodType;
}

/** The documented API: what a personal access token can call. */
const OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in',
    body: loginPayloadSchema,
    response: loginResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/users/{id}',
    summary: 'A user (`me` for the caller)',
    response: showUserResponseSchema,
  },
  {
    method: 'put',
    path: '/api/v1/users/me',
    summary: 'Update the account details',
    body: updateAccountPayloadSchema,
    response: accountUserResponseSchema,
  },
  {
    method: 'post',
    path: '/api/v1/users/me/locale',
    summary:
      "Switch the interface language (saved on the user; a guest's in the `language` cookie)",
    body: changeLocalePayloadSchema,
    response: changeLocaleResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/value-lists/{names}',
    summary: 'Languages, time zones and countries',
    response: valueListsResponseSchema,
  },
  {
    method: 'post',
    path: '/auth/user/password',
    summary: 'Change the password',
    body: changePasswordPayloadSchema,
  },
  {
    method: 'post',
    path: '/auth/user/confirm-password',
    summary: 'Confirm the password',
    body: confirmPasswordPayloadSchema,
  },
  {
    method: 'get',
    path: '/api/v1/user-sessions',
    summary: 'Signed-in devices',
    response: userSessionsResponseSchema,
  },
  { method: 'delete', path: '/api/v1/user-sessions/{id}', summary: 'Sign a device out' },
  {
    method: 'get',
    path: '/api/v1/access-tokens',
    summary: 'Personal access tokens',
    response: accessTokensResponseSchema,
  },
  {
    method: 'post',
    path: '/api/v1/access-tokens',
    summary: 'Create a personal access token',
    body: createAccessTokenPayloadSchema,
    response: createAccessTokenResponseSchema,
  },
  {
    method: 'delete',
    path: '/api/v1/access-tokens/{id}',
    summary: 'Revoke a personal access token',
  },
];

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });
}

/** OpenAPI 3 document generated from the contract's zod schemas. */
export function openApiDocument(siteName: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      ...(params.length ? { parameters: params } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(op.body, 'input') } },
            },
          }
        : {}),
      responses: {
        200: {
          description: 'OK',
          ...(op.response
            ? { content: { 'application/json': { schema: jsonSchema(op.response, 'output') } } }
            : {}),
        },
        401: { description: 'Unauthenticated' },
        422: {
          description: 'Invalid data',
          content: { 'application/json': { schema: jsonSchema(errorPayloadSchema, 'output') } },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: `${siteName} API`, version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}

export function openApiRoutes(app: AppInstance) {
  app.get('/api/v1/openapi.json', { preHandler: requirePermission(app, 'api.access') }, async () =>
    openApiDocument((await app.settings.get('branding')).site_name),
  );
}
