import { z } from 'zod';
import { accountApi } from './api/account';
import { messageResponseSchema } from './auth';
import { i18nSchema, userSchema } from './bootstrap';
import { type ValueListName, valueListNames } from './constants/account';
import { PASSWORD_MIN_LENGTH } from './constants/auth';
import { bindSchemas } from './endpoint';
import { accessTokenSchema } from './users';

const required = (field: string) => ({ error: `The ${field} field is required.` });

/** `PUT users/me`: the account's own details; omitted fields stay as they are. */
export const updateAccountPayloadSchema = z.object({
  name: z
    .string(required('name'))
    .trim()
    .min(1, 'The name field is required.')
    .max(191, 'The name may not be greater than 191 characters.')
    .optional(),
  phone: z
    .string()
    .trim()
    .max(30, 'The phone may not be greater than 30 characters.')
    .regex(/^\+?[\d\s().-]*$/, 'The phone must be a phone number.')
    .nullable()
    .optional(),
  /** An IANA time zone, or `auto` for the browser's. */
  timezone: z.string().trim().min(1).max(64).nullable().optional(),
  language: z.string().trim().min(2).max(10).nullable().optional(),
  /** ISO 3166-1 alpha-2 code. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'The country must be a two-letter country code.')
    .nullable()
    .optional(),
});

export const accountUserResponseSchema = z.object({ user: userSchema });

/** `POST auth/user/password`: changing it signs out every other session (and revokes the tokens when asked). */
export const changePasswordPayloadSchema = z
  .object({
    current_password: z
      .string(required('current password'))
      .min(1, 'The current password field is required.'),
    password: z
      .string(required('password'))
      .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(255, 'The password may not be greater than 255 characters.'),
    password_confirmation: z.string(required('password confirmation')),
    /** Also revoke every personal access token (a reset always does). */
    revoke_tokens: z.boolean().optional(),
  })
  .refine((payload) => payload.password === payload.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });

/** One signed-in device, as `GET user-sessions` lists it. */
export const userSessionSchema = z.object({
  id: z.number().int(),
  browser: z.string(),
  os: z.string(),
  ip: z.string().nullable(),
  last_active: z.string(),
  is_current_device: z.boolean(),
});
export const userSessionsResponseSchema = z.object({ sessions: z.array(userSessionSchema) });

/** `POST access-tokens`. */
export const createAccessTokenPayloadSchema = z.object({
  tokenName: z
    .string(required('token name'))
    .trim()
    .min(1, 'The token name field is required.')
    .max(100, 'The token name may not be greater than 100 characters.'),
  /** The account's password: a token acts as the account, so minting one confirms it. */
  password: z.string(required('password')).min(1, 'The password field is required.'),
});
/** The plain token appears in this answer only; the server keeps its hash. */
export const createAccessTokenResponseSchema = z.object({
  token: accessTokenSchema,
  plainTextToken: z.string(),
});
export const accessTokensResponseSchema = z.object({ tokens: z.array(accessTokenSchema) });

/** `GET value-lists/{names}`: `names` is comma-separated. */
export const valueListNamesSchema = z
  .string()
  .transform((value) => value.split(',').map((s) => s.trim()))
  .refine(
    (list): list is ValueListName[] =>
      list.every((name) => (valueListNames as readonly string[]).includes(name)),
    { error: `Value lists: ${valueListNames.join(', ')}.` },
  );

/** The path params of `GET value-lists/{names}`. */
export const valueListParamsSchema = z.object({ names: valueListNamesSchema });

export const valueListsResponseSchema = z.object({
  localizations: z.array(z.object({ language: z.string(), name: z.string() })).optional(),
  timezones: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  countries: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
});

/** `POST users/me/locale`. */
export const changeLocalePayloadSchema = z.object({
  locale: z.string(required('locale')).trim().min(2, 'The locale field is required.').max(10),
});
export const changeLocaleResponseSchema = z.object({ i18n: i18nSchema });

/** Ending a session or revoking a token. */
export const successResponseSchema = z.object({ success: z.boolean() });

const openApiContentSchema = z.record(z.string(), z.looseObject({ schema: z.unknown() }));

/** One operation of the API document, as the `/api-docs` screen reads it. */
export const openApiOperationSchema = z.looseObject({
  operationId: z.string().optional(),
  summary: z.string().optional(),
  /** Who may call it. */
  description: z.string().optional(),
  requestBody: z.looseObject({ content: openApiContentSchema }).optional(),
  responses: z
    .record(
      z.string(),
      z.looseObject({ description: z.string(), content: openApiContentSchema.optional() }),
    )
    .optional(),
});

/**
 * `GET openapi.json`: the OpenAPI 3 document generated from the endpoint map. Loose: every
 * field of the standard passes; the generator types its operations as `unknown`, so they
 * are taken as such and given their shape here.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown().pipe(openApiOperationSchema))),
});

export type UpdateAccountPayload = z.infer<typeof updateAccountPayloadSchema>;
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;
export type UserSession = z.infer<typeof userSessionSchema>;
export type CreateAccessTokenPayload = z.infer<typeof createAccessTokenPayloadSchema>;
export type CreateAccessTokenResponse = z.infer<typeof createAccessTokenResponseSchema>;
export type ValueLists = z.infer<typeof valueListsResponseSchema>;
export type ChangeLocaleResponse = z.infer<typeof changeLocaleResponseSchema>;
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

export const accountEndpoints = bindSchemas(accountApi, {
  updateDetails: {
    summary: 'Update the caller’s name, phone, time zone, language and country',
    body: updateAccountPayloadSchema,
    response: accountUserResponseSchema,
  },
  uploadAvatar: {
    summary: 'Upload an avatar (`avatar` field, an image of 5 MB at most), stored square',
    multipart: true,
    response: accountUserResponseSchema,
  },
  removeAvatar: { summary: 'Remove the caller’s avatar', response: accountUserResponseSchema },
  avatar: { summary: 'An avatar image (WebP, cached for good: names change on every upload)' },
  changePassword: {
    summary: 'Change the password; other sessions end (and the tokens, when asked)',
    body: changePasswordPayloadSchema,
    response: messageResponseSchema,
  },
  changeLocale: {
    summary:
      'Switch the interface language (saved on the user; a guest’s in the `language` cookie)',
    body: changeLocalePayloadSchema,
    response: changeLocaleResponseSchema,
  },
  valueLists: {
    summary: 'Languages, time zones and countries (`names` comma-separated)',
    params: valueListParamsSchema,
    response: valueListsResponseSchema,
  },
  sessions: { summary: 'The caller’s signed-in devices', response: userSessionsResponseSchema },
  endSession: {
    summary: 'Sign another of the caller’s devices out',
    response: successResponseSchema,
  },
  endOtherSessions: {
    summary: 'Sign every other device of the caller out',
    response: successResponseSchema,
  },
  accessTokens: {
    summary: 'The caller’s personal access tokens',
    response: accessTokensResponseSchema,
  },
  createAccessToken: {
    summary: 'Create a personal access token (the plain token is in this answer only)',
    body: createAccessTokenPayloadSchema,
    response: createAccessTokenResponseSchema,
  },
  revokeAccessToken: {
    summary: 'Revoke one of the caller’s personal access tokens',
    response: successResponseSchema,
  },
  openApi: {
    summary: 'This document: every endpoint of the API (OpenAPI 3)',
    response: openApiDocumentSchema,
  },
});
