import type { z } from 'zod';

/**
 * The endpoint map (ADR 0015). Each call of the API is described once, in two halves:
 *
 * - the **descriptor** (`defineApi`): method, path and who may call it. It is plain data and
 *   imports its schemas as types only, so a screen that calls one endpoint ships a few bytes
 *   and no zod;
 * - the **binding** (`bindSchemas`): a summary and the zod schemas of the descriptor's params,
 *   query, body and answer. The compiler checks they are the very schemas the descriptor
 *   names. The server, the MSW mocks, the OpenAPI document and the development-time answer
 *   check use it.
 */

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint; the server turns it into the route's guard. */
export interface Access {
  /** A guest gets 401. */
  readonly signedIn: boolean;
  /** Without it, 401 for a guest (whose guest role lacks it) and 403 for a user. */
  readonly permission?: string;
}

/** Anyone, guests included (the handler may still check ownership or a link's password). */
export const anyone: Access = { signedIn: false };
/** A signed-in user (the handler checks ownership of what is named). */
export const signedIn: Access = { signedIn: true };
/** Whoever holds the permission; `signedIn` also refuses a guest role holding it. */
export function withPermission(permission: string, options: { signedIn?: boolean } = {}): Access {
  return { signedIn: options.signedIn ?? false, permission };
}

/** The schemas of one endpoint, as types in a descriptor and as values in a binding. */
export interface EndpointSchemas {
  /** Path params, parsed from strings (e.g. `z.coerce.number()`); untyped strings without. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer. Absent for an answer that is not JSON (a stream, a file). */
  response?: z.ZodType;
  /** The body is a `FormData` (a file upload), checked by the handler. */
  multipart?: true;
}

export interface EndpointInfo<P extends string = string> {
  readonly method: EndpointMethod;
  /** Fastify and MSW syntax: `/api/v1/notifications/:id`. */
  readonly path: P;
  readonly access: Access;
}

/** A descriptor: plain data, with its schemas carried as a type only. */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas, P extends string = string>
  extends EndpointInfo<P> {
  /** `group.name`, unique in the map. */
  readonly id: string;
  /** Never set: carries the schema types. */
  readonly __schemas?: S;
}

/**
 * Declares a group's descriptors. `S` names each endpoint's schemas (as `typeof` the
 * contract's schemas); the object gives each one's method, path and access.
 */
export function defineApi<S extends Record<string, EndpointSchemas>>() {
  return <const D extends { [K in keyof S]: EndpointInfo }>(
    group: string,
    infos: D,
  ): { readonly [K in keyof S]: Endpoint<S[K], D[K]['path']> } => {
    const out: Record<string, Endpoint> = {};
    for (const [name, info] of Object.entries(infos))
      out[name] = { ...info, id: `${group}.${name}` };
    return out as { readonly [K in keyof S]: Endpoint<S[K], D[K]['path']> };
  };
}

/** A descriptor with its schemas as values, and its summary. */
export interface BoundEndpoint<
  S extends EndpointSchemas = EndpointSchemas,
  P extends string = string,
> extends Endpoint<S, P> {
  /** One line for the API documentation. */
  readonly summary: string;
  readonly schemas: S;
}

export type SchemasOf<E> = E extends Endpoint<infer S, string> ? S : never;

/**
 * Binds a group's schemas, each with its summary for the API documentation (kept here, not in
 * the descriptor, so no client bundle carries it). The compiler refuses a schema other than
 * the descriptor names.
 */
export function bindSchemas<A extends Record<string, Endpoint>>(
  api: A,
  bindings: { [K in keyof A]: SchemasOf<A[K]> & { summary: string } },
): { readonly [K in keyof A]: A[K] & BoundEndpoint<SchemasOf<A[K]>, A[K]['path']> } {
  const out: Record<string, BoundEndpoint> = {};
  for (const [name, endpoint] of Object.entries(api)) {
    const binding = bindings[name as keyof A];
    if (!binding) throw new Error(`${endpoint.id} has no schemas bound.`);
    const { summary, ...schemas } = binding;
    out[name] = { ...endpoint, summary, schemas: schemas as EndpointSchemas };
  }
  return out as { readonly [K in keyof A]: A[K] & BoundEndpoint<SchemasOf<A[K]>, A[K]['path']> };
}

/** The names of a path's `:params`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

/** What a caller fills into the path. */
export type ParamsOf<E extends Endpoint> = { [K in PathParamNames<E['path']>]: string | number };
/** The query a caller sends (the schema's input: the server coerces and defaults). */
export type QueryOf<E extends Endpoint> = Input<SchemasOf<E>['query']>;
/** The body a caller sends. */
export type BodyOf<E extends Endpoint> = SchemasOf<E>['multipart'] extends true
  ? FormData
  : Input<SchemasOf<E>['body']>;
/** The JSON answer as the caller receives it. */
export type ResponseOf<E extends Endpoint> = SchemasOf<E>['response'] extends z.ZodType
  ? Output<SchemasOf<E>['response']>
  : undefined;
/** What a server handler returns (the schema's input; the server parses it into the answer). */
export type HandlerResultOf<E extends Endpoint> = SchemasOf<E>['response'] extends z.ZodType
  ? Input<SchemasOf<E>['response']>
  : unknown;
/** Path params as a handler gets them: parsed by the params schema, else strings. */
export type ServerParamsOf<E extends Endpoint> = SchemasOf<E>['params'] extends z.ZodType
  ? Output<SchemasOf<E>['params']>
  : { [K in PathParamNames<E['path']>]: string };
export type ServerQueryOf<E extends Endpoint> = SchemasOf<E>['query'] extends z.ZodType
  ? Output<SchemasOf<E>['query']>
  : Record<string, never>;
export type ServerBodyOf<E extends Endpoint> = SchemasOf<E>['body'] extends z.ZodType
  ? Output<SchemasOf<E>['body']>
  : SchemasOf<E>['multipart'] extends true
    ? unknown
    : undefined;

type NoParams<E extends Endpoint> = [PathParamNames<E['path']>] extends [never] ? true : false;

/** The options of a call: `params` when the path has some, `body`/`query` when declared. */
export type CallOptions<E extends Endpoint> = (NoParams<E> extends true
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (SchemasOf<E>['body'] extends z.ZodType
    ? undefined extends BodyOf<E>
      ? { body?: BodyOf<E> }
      : { body: BodyOf<E> }
    : SchemasOf<E>['multipart'] extends true
      ? { body: FormData }
      : { body?: undefined }) &
  (SchemasOf<E>['query'] extends z.ZodType ? { query?: QueryOf<E> } : { query?: undefined });

/** Fills a path's `:params` (each encoded). Throws on a missing one. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path ${path} needs :${name}.`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The address of a GET endpoint for the browser itself (a link, an `<img>`, a frame, an
 * EventSource): the path filled, then the query.
 */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  params?: ParamsOf<E>,
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const path = fillPath(endpoint.path, params as Record<string, string | number> | undefined);
  const qs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}
