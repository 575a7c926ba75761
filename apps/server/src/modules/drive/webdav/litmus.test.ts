import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccessToken, createUser, signIn, type TestUser } from '../../../../test/auth';
import { describeServer } from '../../../../test/harness';

const run = promisify(execFile);
const LITMUS = '/usr/bin/litmus';
const SUITES = ['basic', 'copymove', 'props', 'locks', 'http'];

/*
 * Debian's litmus, the WebDAV server test suite, against a real server on loopback: every
 * test of its five suites passes (warnings are allowed; a failure fails this test). The
 * test command installs litmus (`scripts/ensure-debian-tools.sh`); without it this fails.
 */
describeServer('WebDAV: litmus', (server) => {
  let user: TestUser;
  let token: string;
  // litmus writes its debug.log and child.log where it runs.
  let work: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'coffer-litmus-'));
    user = await createUser(server());
    token = await createAccessToken(await signIn(server(), user), user.password, 'litmus');
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each(SUITES)(
    'litmus %s passes with no failure',
    async (suite) => {
      expect(existsSync(LITMUS), 'Debian package litmus must be installed').toBe(true);
      const url = `${server().url}/dav/`;
      // After `--`: a token is base64url, and one that starts with `-` (one run in 64) was read
      // as litmus's options ("invalid option -- 'j'").
      const { stdout } = await run(LITMUS, ['--', url, user.email, token], {
        cwd: work,
        env: { ...process.env, TESTS: suite },
        timeout: 120_000,
      }).catch((error: { stdout?: string; stderr?: string }) => ({
        stdout: `${error.stdout ?? ''}\n${error.stderr ?? ''}`,
      }));
      if (process.env.LITMUS_VERBOSE) console.log(stdout);
      const summary = /<- summary for `\w+': of (\d+) tests run: (\d+) passed, (\d+) failed/.exec(
        stdout,
      );
      expect(summary, stdout).not.toBeNull();
      expect(Number(summary![3]), stdout).toBe(0);
    },
    180_000,
  );
});
