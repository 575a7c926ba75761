import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const db = config.database.kind === 'sqlite' ? `SQLite at ${config.database.file}` : 'PostgreSQL';
console.log(
  `\nCoffer is running at ${config.appUrl}  (data: ${config.dataDir}, database: ${db})\n`,
);
