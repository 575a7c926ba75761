import type { BootstrapData } from '@coffer/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { generate } from 'otplib';
import { assignRole } from '../src/kernel/roles/repo';
import { SESSION_COOKIE, XSRF_COOKIE } from '../src/kernel/sessions';
import { insertUser, type UserRow } from '../src/kernel/users/repo';
import { hashPassword } from '../src/platform/security/passwords';
import type { TestServer } from './harness';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
let counter = 0;

/** A unique address and client IP per test, so rate limits of one test never touch another. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export function uniqueIp(): string {
  const n = Math.floor(Math.random() * 0xfffffe) + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * A browser talking to the test server: it keeps cookies, echoes the XSRF cookie in
 * `X-XSRF-TOKEN` on mutating calls (as the core HTTP client does) and sends JSON.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** Set to false to behave like a forged cross-site request (no XSRF header). */
  sendXsrf = true;

  constructor(
    readonly server: TestServer,
    readonly ip = uniqueIp(),
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    if (MUTATING.has(method) && this.sendXsrf && !this.cookies.has(XSRF_COOKIE)) {
      await this.request('GET', '/api/v1/bootstrap-data');
    }
    const allHeaders: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': this.ip,
      ...headers,
    };
    if (this.cookies.size) {
      allHeaders.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (body !== undefined) allHeaders['content-type'] = 'application/json';
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (MUTATING.has(method) && this.sendXsrf && xsrf && !('x-xsrf-token' in headers)) {
      allHeaders['x-xsrf-token'] = decodeURIComponent(xsrf);
    }
    const response = await this.server.fetch(path, {
      method,
      headers: allHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) this.storeCookie(header);
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape.
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json,
      setCookies: response.headers.getSetCookie(),
    };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  delete(path: string, headers?: Record<string, string>) {
    return this.request('DELETE', path, undefined, headers);
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  private storeCookie(header: string) {
    const [pair, ...attributes] = header.split(';');
    const index = pair!.indexOf('=');
    const name = pair!.slice(0, index).trim();
    const value = pair!.slice(index + 1).trim();
    const expired = attributes.some((a) => {
      const [key, val] = a.trim().split('=');
      if (key?.toLowerCase() === 'max-age') return Number(val) <= 0;
      if (key?.toLowerCase() === 'expires') return Date.parse(val ?? '') <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

export interface TestUser {
  row: UserRow;
  email: string;
  password: string;
}

export interface UserOptions {
  email?: string;
  password?: string;
  phone?: string;
  roles?: string[];
  verified?: boolean;
  banned?: boolean;
}

/** An account written straight to the database (fast; no HTTP), with the `users` role. */
export async function createUser(server: TestServer, options: UserOptions = {}): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const now = new Date().toISOString();
  const row = await insertUser(
    server.app.db,
    {
      email,
      name: 'Test User',
      phone: options.phone ?? null,
      password: await hashPassword(password),
      email_verified_at: options.verified === false ? null : now,
      banned_at: options.banned ? now : null,
    },
    server.app.clock.iso(),
  );
  for (const role of options.roles ?? ['users']) await assignRole(server.app.db, row.id, role);
  return { row, email: row.email, password };
}

/** Registers through `POST auth/register`; the browser is signed in afterwards. */
export async function registerUser(
  server: TestServer,
  payload: Record<string, unknown> = {},
  browser = new Browser(server),
) {
  const email = (payload.email as string | undefined) ?? uniqueEmail();
  const password = (payload.password as string | undefined) ?? 'correct horse battery';
  const response = await browser.post('/auth/register', {
    email,
    password,
    password_confirmation: password,
    ...payload,
  });
  return { browser, response, email, password };
}

/** Signs a user in through `POST auth/login` and answers the signed-in browser. */
export async function signIn(
  server: TestServer,
  user: { email: string; password: string },
  {
    remember = false,
    browser = new Browser(server),
  }: { remember?: boolean; browser?: Browser } = {},
): Promise<Browser> {
  const response = await browser.post('/auth/login', {
    phone: user.email,
    password: user.password,
    remember,
  });
  if (
    response.status !== 200 ||
    !(response.json as { bootstrapData?: BootstrapData }).bootstrapData
  ) {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.json)}`);
  }
  return browser;
}

/** Confirms the password on the browser's session (for 2FA management and account deletion). */
export async function confirmPassword(browser: Browser, password: string) {
  const response = await browser.post('/auth/user/confirm-password', { password });
  if (response.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(response.json)}`);
}

/**
 * The authenticator code for a secret: the current one, or that of a later 30-second step
 * (a code is accepted once, so a second sign-in within a step needs the next step's code).
 */
export function totp(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}

/** Mints a personal access token through `POST access-tokens` (confirming the password); answers the plain token. */
export async function createAccessToken(
  browser: Browser,
  password: string,
  tokenName = 'cli',
): Promise<string> {
  const response = await browser.post('/api/v1/access-tokens', { tokenName, password });
  if (response.status !== 200) throw new Error(`token failed: ${JSON.stringify(response.json)}`);
  return response.json.plainTextToken;
}

/** The status `GET users/me` answers for a Bearer token: 200 while it is valid, 401 once revoked. */
export async function tokenStatus(server: TestServer, token: string): Promise<number> {
  const response = await new Browser(server).get('/api/v1/users/me', {
    authorization: `Bearer ${token}`,
  });
  return response.status;
}

/** The newest logged email to an address. */
export async function lastEmailTo(server: TestServer, to: string) {
  return server.app.db
    .selectFrom('outgoing_emails')
    .selectAll()
    .where('to', '=', to.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Solves the built-in proof of work as the browser widget would; the browser keeps the pass cookie. */
export async function passHumanCheck(browser: Browser): Promise<void> {
  const { json } = await browser.get('/api/v1/human-check/challenge');
  const challenge = json.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('human check challenge not solved');
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const response = await browser.post('/api/v1/recaptcha/verify', { token });
  if (response.status !== 200)
    throw new Error(`human check failed: ${JSON.stringify(response.json)}`);
}
