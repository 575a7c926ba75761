/**
 * The built app as a visitor meets it, for the first-load budget (`scripts/first-load-budget.ts`)
 * and the Lighthouse benchmark (`tests/load/lighthouse-benchmark.ts`): the built server
 * (apps/server/dist, serving `WEB_DIST` or apps/web/dist) on a free port over a temp data dir,
 * and a signed-in user with a public link and a file request, made through the real API.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './load/storage-bench-support.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The built server's first admin (`ADMIN_EMAIL`/`ADMIN_PASSWORD`), who sets a page up. */
export const BUILT_APP_ADMIN = {
  email: 'budget-admin@example.com',
  password: 'budget admin password',
};

export interface BuiltApp {
  baseURL: string;
  stop: () => void;
}

/** Starts apps/server/dist/main.js on a free loopback port; `stop` also removes its data. */
export async function startBuiltApp(): Promise<BuiltApp> {
  const webDist = process.env.WEB_DIST ?? join(root, 'apps/web/dist');
  for (const built of [join(root, 'apps/server/dist/main.js'), join(webDist, 'index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`pnpm run build\` first.`);
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-built-app-'));
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_EMAIL: BUILT_APP_ADMIN.email,
      ADMIN_PASSWORD: BUILT_APP_ADMIN.password,
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseURL}/api/v1/health`)).ok) return { baseURL, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('The built server did not start within 30 s.');
}

export interface GuestPages {
  /** `name=value; …` of the signed-in user's cookies, for a `Cookie` header. */
  cookieHeader: string;
  /** The same cookies as name/value pairs, for a browser context. */
  cookies: Array<{ name: string; value: string }>;
  /** A public link to a folder holding a text file: `/drive/s/{hash}`. */
  linkPath: string;
  /** A file request on another folder: `/drive/r/{hash}`. */
  requestPath: string;
}

/**
 * Registers a user (the session the answer sets is the signed-in visitor), uploads a file into
 * a folder, makes a public link to that folder and a file request on another, over the API.
 */
export async function seedGuestPages(baseURL: string): Promise<GuestPages> {
  const jar = new Map<string, string>();
  const call = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    const response = await fetch(`${baseURL}${path}`, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as unknown;
  };
  const post = (path: string, body: object | FormData) =>
    call(path, {
      method: 'POST',
      body: body instanceof FormData ? body : JSON.stringify(body),
    });

  const password = 'first load password';
  await post('/auth/register', {
    email: `visitor-${Date.now()}@example.com`,
    password,
    password_confirmation: password,
  });
  const folder = async (name: string) =>
    ((await post('/api/v1/folders', { name })) as { folder: { id: number } }).folder;
  const shared = await folder('Shared reports');
  const upload = new FormData();
  upload.set('parentId', String(shared.id));
  upload.set('file', new Blob(['quarterly numbers'], { type: 'text/plain' }), 'report.txt');
  await post('/api/v1/file-entries', upload);
  const { link } = (await post(`/api/v1/file-entries/${shared.id}/shareable-link`, {})) as {
    link: { hash: string };
  };
  const inbox = await folder('Photos inbox');
  const { fileRequest } = (await post(`/api/v1/file-entries/${inbox.id}/file-requests`, {
    title: 'Send us your photos',
    description: 'Full-size JPEGs, please.',
  })) as { fileRequest: { hash: string } };

  const cookies = [...jar].map(([name, value]) => ({ name, value }));
  return {
    cookieHeader: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
    cookies,
    linkPath: `/drive/s/${link.hash}`,
    requestPath: `/drive/r/${fileRequest.hash}`,
  };
}

/**
 * Signs in as the built server's first admin; `post` calls the API as that admin (the XSRF
 * token and session cookies kept between calls) and throws on any answer but 2xx.
 */
export async function adminSession(
  baseURL: string,
): Promise<{ post: (path: string, body: unknown) => Promise<unknown> }> {
  const jar = new Map<string, string>();
  const post = async (path: string, body: unknown) => {
    const xsrf = jar.get('XSRF-TOKEN');
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
      },
      body: JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  };
  await post('/auth/login', {
    phone: BUILT_APP_ADMIN.email,
    password: BUILT_APP_ADMIN.password,
    remember: false,
  });
  return { post };
}

/** Saves client settings as the built server's first admin. */
export async function saveSettings(baseURL: string, client: Record<string, unknown>) {
  const admin = await adminSession(baseURL);
  await admin.post('/api/v1/settings', { client });
}

/** Billing on, with one plan priced monthly and yearly: what `/pricing` shows. */
export async function setUpPricing(baseURL: string) {
  const admin = await adminSession(baseURL);
  await admin.post('/api/v1/settings', { client: { 'billing.enable': true } });
  await admin.post('/api/v1/billing/products', {
    name: 'Pro',
    description: 'For people who keep a lot',
    feature_list: ['50 GB of storage', 'Shared links with passwords'],
    available_space: 50 * 1024 ** 3,
    recommended: true,
    prices: [
      { amount: 10, currency: 'USD', interval: 'month', interval_count: 1 },
      { amount: 96, currency: 'USD', interval: 'year', interval_count: 1 },
    ],
  });
}
