/** Days a cookie lives unless told otherwise (spec §9: 7 days, path /). */
export const DEFAULT_COOKIE_DAYS = 7;

export interface CookieOptions {
  /** Lifetime in days. @default 7 */
  days?: number;
  /** @default '/' */
  path?: string;
}

export function getCookie(name: string, source: string = document.cookie): string | null {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** Serialises a cookie the way `setCookie` writes it (exported for tests). */
export function serializeCookie(
  name: string,
  value: string,
  { days = DEFAULT_COOKIE_DAYS, path = '/' }: CookieOptions = {},
  now: Date = new Date(),
): string {
  const expires = new Date(now.getTime() + days * 86_400_000).toUTCString();
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=Lax`;
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the one place the client writes cookies; the Cookie Store API is missing in Firefox and Safari.
  document.cookie = serializeCookie(name, value, options);
}

export function removeCookie(name: string, path = '/'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
}
