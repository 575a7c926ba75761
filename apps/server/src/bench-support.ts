// `@coffer/server/bench`: what the load benchmarks in tests/load use of the server's insides,
// to build it in-process and seed users and entries straight into its database (seeding
// 10,000 entries through the API would measure the API). Not part of the server's runtime.
export { buildApp } from './app';
export { loadConfig, loopbackConfig } from './config';
export { ROLE_USERS } from './kernel/roles/catalog';
export { assignRole } from './kernel/roles/repo';
export { insertUser } from './kernel/users/repo';
export type { BillingTables } from './modules/billing/products-repo';
export { createFileEntry } from './modules/drive/repo';
export { openDatabase } from './platform/db/database';
export { hashPassword, verifyPassword } from './platform/security/passwords';
export { newStorageKey } from './platform/storage';
export type { S3Settings } from './platform/storage/s3';
export { localS3Env, startLocalS3 } from './platform/storage/s3-test-server';

/** A fresh schema of its own on a PostgreSQL server: its URL for Coffer, and its removal. */
export async function postgresSchema(serverUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`create schema "${name}"`);
  const url = new URL(serverUrl);
  url.searchParams.set('schema', name);
  return { url: url.toString(), drop: () => query(`drop schema "${name}" cascade`) };
}
