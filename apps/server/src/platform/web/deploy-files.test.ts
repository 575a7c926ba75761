import { readFileSync } from 'node:fs';
import { systemEndpoints } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema, loadConfig } from '../../config';

/*
 * deploy/Dockerfile and deploy/compose.yaml cannot run on this machine (no container
 * runtime), so this holds them to the server they start: every variable they set is one
 * the server reads, their values make the scale-out config (PostgreSQL, Redis, S3, metrics),
 * the health check asks the health endpoint, and the image starts the built server.
 */
const file = (path: string) =>
  readFileSync(new URL(`../../../../../${path}`, import.meta.url), 'utf8');
const known = new Set(Object.keys(envSchema.shape));

describe('deploy files', () => {
  it('compose: two Coffer instances whose settings the server reads as the scale-out setup', () => {
    const compose = parse(file('deploy/compose.yaml'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string>; build?: unknown }>;
    };
    const instances = Object.entries(compose.services).filter(([, s]) => s.build);
    expect(instances.map(([name]) => name)).toEqual(['coffer-1', 'coffer-2']);
    for (const [name, service] of instances) {
      const env = service.environment ?? {};
      expect(
        Object.keys(env).filter((key) => !known.has(key)),
        name,
      ).toEqual([]);
      // `${SECRET}` comes from .env: a stand-in of the right shape.
      const filled = Object.fromEntries(
        Object.entries(env).map(([k, v]) => [
          k,
          String(v).replace(/\$\{\w+\}/g, 'secret-0123456789abcdef'),
        ]),
      );
      const config = loadConfig(filled);
      expect(config.database.kind).toBe('postgres');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.storage.driver).toBe('s3');
      expect(config.storage.s3?.pathStyle).toBe(true);
      expect(config.trustProxy).not.toBe(false);
      expect(config.metricsToken).toBeDefined();
    }
  });

  it('Dockerfile: known variables, the health endpoint as health check, the built server', () => {
    const dockerfile = file('deploy/Dockerfile');
    const envBlock = /^ENV ((?:.*\\\n)*.*)$/m.exec(dockerfile)?.[1] ?? '';
    const keys = [...envBlock.matchAll(/(\w+)=/g)].map((m) => m[1]!);
    expect(keys.filter((key) => key !== 'NODE_ENV' && !known.has(key))).toEqual([]);
    expect(keys).toContain('DATA_DIR');
    expect(dockerfile).toContain(`http://127.0.0.1:8080${systemEndpoints.health.path}`);
    const start = JSON.parse(file('apps/server/package.json')).scripts.start as string;
    expect(start).toBe('node dist/main.js');
    expect(dockerfile).toContain('CMD ["node", "apps/server/dist/main.js"]');
  });
});
