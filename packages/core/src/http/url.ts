export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, unknown>;

/** Paths under these roots are not API calls and keep no `api/v1/` prefix (spec §7). */
const UNPREFIXED_ROOTS = ['auth', 'secure', 'log-viewer', 'horizon'];
/** GET params that name relations; arrays of them are sent comma-joined (spec §7). */
const JOINED_PARAMS = ['with', 'load', 'loadCount'];
/** Methods that carry the active workspace (spec §7). */
const WORKSPACE_METHODS: HttpMethod[] = ['GET', 'POST', 'PUT'];
/** Methods sent as POST with an override, for servers and proxies that only pass GET/POST. */
const OVERRIDDEN_METHODS: HttpMethod[] = ['PUT', 'PATCH', 'DELETE'];

export function isAbsoluteUrl(path: string): boolean {
  return /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path);
}

/** Applies the path rule: `api/v1/` unless auth, secure, log-viewer, horizon or absolute. */
export function apiPath(path: string): string {
  if (isAbsoluteUrl(path)) return path;
  const trimmed = path.replace(/^\/+/, '');
  const root = trimmed.split(/[/?]/, 1)[0] ?? '';
  if (UNPREFIXED_ROOTS.includes(root) || trimmed.startsWith('api/v1/')) return `/${trimmed}`;
  return `/api/v1/${trimmed}`;
}

export interface PreparedRequest {
  /** The method on the wire (PUT/PATCH/DELETE become POST). */
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
}

/** Builds the wire form of a call: path rule, joined params, workspace and method override. */
export function prepareRequest(
  method: HttpMethod,
  path: string,
  params: QueryParams = {},
  workspaceId: number | null = null,
): PreparedRequest {
  const query = new URLSearchParams();
  const hasParam = (name: string) => params[name] !== undefined && params[name] !== null;
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (JOINED_PARAMS.includes(name)) query.set(name, value.join(','));
      else for (const item of value) query.append(name, String(item));
    } else {
      query.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  if (workspaceId !== null && WORKSPACE_METHODS.includes(method) && !hasParam('workspaceId')) {
    query.set('workspaceId', String(workspaceId));
  }
  const headers: Record<string, string> = {};
  let wireMethod: 'GET' | 'POST' = method === 'GET' ? 'GET' : 'POST';
  if (OVERRIDDEN_METHODS.includes(method)) {
    headers['X-HTTP-Method-Override'] = method;
    query.set('_method', method);
    wireMethod = 'POST';
  }
  const base = apiPath(path);
  const qs = query.toString();
  const url = qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
  return { method: wireMethod, url, headers };
}
