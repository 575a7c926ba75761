import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createUser, signIn } from '../../../../test/auth';
import { describeServer, passTime } from '../../../../test/harness';
import { CLAIM_LEASE, claimUpload } from './reservations-repo';
import { rawFetch, sha256, tusCreate, tusPatch } from './upload.test-support';

/*
 * Issue 30: the claim on an upload being turned into a file is a lease. A finish that an
 * instance took and died with (nginx then sends it to another) leaves a claim nobody renews:
 * the retry waits for it to lapse and makes the file.
 */
describeServer('tus finish after the claimer died', (server) => {
  it('given a claim nobody renews, then a finish waits for it to lapse and makes the file once', async () => {
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const data = new Uint8Array(randomBytes(50_000));
    const { id } = await tusCreate(server().url, browser, data.length, { name: 'orphan.bin' });
    expect((await tusPatch(server().url, browser, id!, 0, data)).status).toBe(204);

    // The dead instance's claim.
    expect(await claimUpload(server().app.db, id!, server().clock)).toBe(true);
    let answered = false;
    const finish = browser.post('/api/v1/tus/entries', { uploadKey: id }).finally(() => {
      answered = true;
    });
    await new Promise((r) => setTimeout(r, CLAIM_LEASE.pollMs * 3));
    expect(answered).toBe(false);
    passTime(server(), CLAIM_LEASE.leaseMs + 1000);
    const created = await finish;
    expect(created.status).toBe(200);
    const download = await rawFetch(
      server().url,
      browser,
      'GET',
      `/api/v1/file-entries/${created.json.fileEntry.hash}`,
    );
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(data));

    // Finished: another finish gets the same entry at once, and nothing is doubled.
    const again = await browser.post('/api/v1/tus/entries', { uploadKey: id });
    expect(again.status).toBe(200);
    expect(again.json.fileEntry.id).toBe(created.json.fileEntry.id);
    const listing = await browser.get('/api/v1/drive/file-entries');
    expect(
      listing.json.pagination.data.filter((e: { name: string }) => e.name.startsWith('orphan')),
    ).toHaveLength(1);
  }, 30_000);
});
