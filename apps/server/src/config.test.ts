import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded defaults: port 8080, ./data, SQLite inside it', () => {
    const config = loadConfig({}, '/srv/coffer');
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/coffer/data');
    expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/coffer/data/coffer.sqlite' });
    expect(config.appUrl).toBe('http://localhost:8080');
    expect(config.debug).toBe(false);
  });

  it('switches to PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db/coffer' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db/coffer' });
  });

  it('reads APP_URL without a trailing slash, and APP_DEBUG as a flag', () => {
    const config = loadConfig({
      APP_URL: 'https://files.example.com/',
      APP_DEBUG: 'true',
      PORT: '9000',
    });
    expect(config.appUrl).toBe('https://files.example.com');
    expect(config.debug).toBe(true);
    expect(config.port).toBe(9000);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('sqlite');
  });

  it('names each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('trusts no proxy by default, so a client cannot pick its own IP with X-Forwarded-For', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
  });
});
