import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccessToken, createUser, signIn, type TestUser } from '../../../../test/auth';
import { describeServer } from '../../../../test/harness';
import { davClient, hrefs } from './dav.test-support';

const run = promisify(execFile);
const RCLONE = '/usr/bin/rclone';

/** Every file under a folder, by path relative to it, with the sha256 of its bytes. */
function digest(root: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, item.name);
      if (item.isDirectory()) walk(path);
      else
        found[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(root);
  return found;
}

/**
 * A tree of nested folders and files of many sizes (empty, a few bytes, over a megabyte),
 * with spaces and non-ASCII letters in the names.
 */
function generateTree(root: string): void {
  const folders = ['', 'Photos', 'Photos/2026 Summer', 'Docs', 'Docs/Été', 'Docs/Été/deep/deeper'];
  let n = 0;
  for (const folder of folders) {
    mkdirSync(join(root, folder), { recursive: true });
    for (const size of [0, 17, 4096, 70_000]) {
      n += 1;
      writeFileSync(join(root, folder, `file ${n} – ${size}.bin`), randomBytes(size));
    }
  }
  writeFileSync(join(root, 'Photos', 'large.raw'), randomBytes(1_500_000));
}

/*
 * Debian's rclone as a WebDAV client: a generated tree goes up to Coffer and comes back
 * down byte for byte. The test command installs rclone (`scripts/ensure-debian-tools.sh`).
 */
describeServer('WebDAV: rclone round trip', (server) => {
  let user: TestUser;
  let token: string;
  let work: string;

  beforeAll(async () => {
    user = await createUser(server());
    token = await createAccessToken(await signIn(server(), user), user.password, 'rclone');
    work = mkdtempSync(join(tmpdir(), 'coffer-rclone-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('copies a nested tree up and back down byte-exact', async () => {
    expect(existsSync(RCLONE), 'Debian package rclone must be installed').toBe(true);
    const up = join(work, 'up');
    const down = join(work, 'down');
    generateTree(up);
    // `--`: a token may start with '-', which rclone would read as a flag.
    const { stdout: obscured } = await run(RCLONE, ['obscure', '--', token]);
    const env = {
      ...process.env,
      RCLONE_CONFIG: join(work, 'rclone.conf'),
      RCLONE_CONFIG_COFFER_TYPE: 'webdav',
      RCLONE_CONFIG_COFFER_URL: `${server().url}/dav/`,
      RCLONE_CONFIG_COFFER_VENDOR: 'other',
      RCLONE_CONFIG_COFFER_USER: user.email,
      RCLONE_CONFIG_COFFER_PASS: obscured.trim(),
    };
    const rclone = (...args: string[]) =>
      run(RCLONE, [...args, '--retries', '1'], { env, timeout: 120_000 });
    await rclone('copy', up, 'coffer:Backup');
    await rclone('copy', 'coffer:Backup', down);
    const sent = digest(up);
    expect(Object.keys(sent)).toHaveLength(25);
    expect(digest(down)).toEqual(sent);

    // The same tree is the drive's: the web listing's folders are the ones rclone made.
    const listed = hrefs(
      await (await davClient(server, user.email, token).propfind('/dav/Backup/')).text(),
    );
    expect(listed).toEqual(expect.arrayContaining(['/dav/Backup/Photos/', '/dav/Backup/Docs/']));
  }, 180_000);
});
