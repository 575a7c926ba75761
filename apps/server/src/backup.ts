/**
 * `pnpm backup <file.tar.gz>` / `pnpm restore <file.tar.gz> [--force]`: an install's
 * database and stored files, read from the same environment the server runs with
 * (DATA_DIR, DATABASE_URL). Runbook: docs/operations.md.
 */
import { loadConfig } from './config';
import { backupInstall, restoreInstall } from './platform/backup';

async function main(): Promise<void> {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('usage: pnpm backup <file.tar.gz> | pnpm restore <file.tar.gz> [--force]');
    process.exit(2);
  }
  const config = loadConfig();
  const manifest =
    command === 'backup'
      ? await backupInstall(config, file)
      : await restoreInstall(config, file, { force: rest.includes('--force') });
  const what = `${manifest.database} database${manifest.storage ? ' and stored files' : ''}`;
  console.log(
    command === 'backup'
      ? `Backed up the ${what} to ${file}.`
      : `Restored the ${what} from ${file}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
