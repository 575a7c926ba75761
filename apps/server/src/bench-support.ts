// `@coffer/server/bench`: what the load benchmarks in tests/load use of the server's insides,
// to build it in-process and seed users and entries straight into its database (seeding
// 10,000 entries through the API would measure the API). Not part of the server's runtime.
export { buildApp } from './app';
export { loadConfig, loopbackConfig } from './config';
export { ROLE_USERS } from './kernel/roles/catalog';
export { assignRole } from './kernel/roles/repo';
export { insertUser } from './kernel/users/repo';
export { createFileEntry } from './modules/drive/repo';
export { openDatabase } from './platform/db/database';
export { hashPassword, verifyPassword } from './platform/security/passwords';
export { newStorageKey } from './platform/storage';
