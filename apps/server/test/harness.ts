import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, onTestFinished } from 'vitest';
import { type AppInstance, type BuildOptions, buildApp } from '../src/app';
import { type Config, loopbackConfig } from '../src/config';
import { type ManualClock, offsetClock } from '../src/platform/time/clock';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface TestServer {
  app: AppInstance;
  config: Config;
  /** Base URL of the listening server (real HTTP on loopback). */
  url: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /**
   * The server's clock (ADR 0017). It follows the real time until a test moves it
   * (`advance(ms)`, `set(time)`); a test that moves it puts it back, since the tests of a
   * `describeServer` share their server.
   */
  clock: ManualClock;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
let warned = false;

/** The databases the server suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  if (!postgresUrl && !warned) {
    warned = true;
    console.warn(
      '\n⚠️  PostgreSQL server tests SKIPPED: TEST_DATABASE_URL is not set. Only SQLite is covered.\n',
    );
  }
  return postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A minimal web build, so page rendering can be tested without building apps/web. */
export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en" data-theme="system"><head><title>Coffer</title></head><body><div id="root"></div></body></html>';

/**
 * Runs `body` once per database kind, each against its own freshly migrated database
 * (a temp SQLite file, or a new PostgreSQL schema) and a server listening on a free port,
 * configured by `env` on top of the test defaults.
 */
export function describeServer(
  name: string,
  body: (server: () => TestServer, kind: DatabaseKind) => void,
  env: Record<string, string> = {},
) {
  for (const kind of databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let server: TestServer | undefined;
      let cleanup: () => Promise<void> = async () => {};
      beforeAll(async () => {
        const started = await startTestServer(kind, env);
        server = started.server;
        cleanup = started.cleanup;
      });
      afterAll(async () => cleanup());
      body(() => {
        if (!server) throw new Error('server not started');
        return server;
      }, kind);
    });
  }
}

/**
 * Lets `ms` pass on the server's clock at once (no waiting): expiries and deadlines within it
 * are over. The clock moves back when the test ends, so the next test of the file starts on
 * the real time again.
 */
export function passTime(server: TestServer, ms: number): void {
  server.clock.advance(ms);
  onTestFinished(() => server.clock.advance(-ms));
}

export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: BuildOptions & { clock?: ManualClock } = {},
): Promise<{ server: TestServer; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-test-'));
  const webDist = join(dataDir, 'web');
  rmSync(webDist, { recursive: true, force: true });
  await import('node:fs').then((fs) => fs.mkdirSync(webDist, { recursive: true }));
  writeFileSync(join(webDist, 'index.html'), TEST_INDEX_HTML);

  let dropSchema = async () => {};
  let databaseUrl = '';
  if (kind === 'postgres' && postgresUrl) {
    const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`create schema "${schema}"`);
    await client.end();
    const url = new URL(postgresUrl);
    url.searchParams.set('schema', schema);
    databaseUrl = url.toString();
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`drop schema "${schema}" cascade`);
      await c.end();
    };
  }

  const config = loopbackConfig(
    { dataDir, webDist, databaseUrl },
    // Test browsers each claim their own client IP through X-Forwarded-For (see test/auth.ts).
    { TRUST_PROXY: 'loopback', ...env },
  );
  const clock = options.clock ?? offsetClock();
  const app = await buildApp(config, { logger: false, generateAdmin: false, ...options, clock });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const server: TestServer = {
    app,
    config,
    url: address,
    clock,
    fetch: (path, init) => fetch(`${address}${path}`, { redirect: 'manual', ...init }),
  };
  return {
    server,
    cleanup: async () => {
      await app.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
