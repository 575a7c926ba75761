import { describe, expect, it } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer, passTime } from '../../../test/harness';
import { sharingDb } from '../../modules/sharing/repo';
import { createStoredFile } from '../../modules/sharing/sharing.test-support';
import { runDueJobs } from '../jobs';
import { isMovable, manualClock, offsetClock, systemClock } from './clock';

const START = '2026-11-27T09:00:00.000Z';

describe('manualClock', () => {
  it('stands still until told: advance moves it, set puts it anywhere', () => {
    const clock = manualClock(START);
    expect(clock.iso()).toBe(START);
    expect(clock.iso(60_000)).toBe('2026-11-27T09:01:00.000Z');
    clock.advance(90 * 60_000);
    expect(clock.now()).toEqual(new Date('2026-11-27T10:30:00.000Z'));
    clock.set(Date.parse('2027-01-01T00:00:00.000Z'));
    expect(clock.nowMs()).toBe(Date.parse('2027-01-01T00:00:00.000Z'));
    expect(() => clock.set('next friday')).toThrow(RangeError);
  });
});

describe('offsetClock', () => {
  it('follows its base clock plus what tests added', () => {
    const base = manualClock(START);
    const clock = offsetClock(base);
    base.advance(1000);
    expect(clock.iso()).toBe('2026-11-27T09:00:01.000Z');
    clock.advance(60 * 60_000);
    base.advance(1000);
    expect(clock.iso()).toBe('2026-11-27T10:00:02.000Z');
    clock.set(START);
    expect(clock.iso()).toBe(START);
  });

  it('is movable; the system clock is not', () => {
    expect(isMovable(offsetClock())).toBe(true);
    expect(isMovable(systemClock)).toBe(false);
  });
});

describeServer('the server reads the time from its clock', (server) => {
  const linkOf = (id: number) => `/api/v1/file-entries/${id}/shareable-link`;

  it('a link expires when its expiry passes on the server clock, and the clean-up removes it', async () => {
    const owner = await createUser(server());
    const a = await signIn(server(), owner);
    const entry = await createStoredFile(server(), 'soon.txt', 'hello', { ownerId: owner.row.id });
    const made = await a.post(linkOf(entry.id), { expiresAt: server().clock.iso(60 * 60_000) });
    expect(made.status).toBe(200);
    expect((await a.get(linkOf(entry.id))).json.link.hash).toBe(made.json.link.hash);

    passTime(server(), 60 * 60_000 + 1000);
    expect((await a.get(linkOf(entry.id))).json.link).toBeNull();
    const update = await a.request('PUT', linkOf(entry.id), { allowDownload: false });
    expect(update.status).toBe(404);
    // An expiry already past on the server clock is refused, whatever the real time.
    const stale = await a.post(linkOf(entry.id), { expiresAt: server().clock.iso(-1000) });
    expect(stale.status).toBe(422);
    await runDueJobs(server().app);
    const left = await sharingDb(server().app.db)
      .selectFrom('shareable_links')
      .select('id')
      .where('id', '=', made.json.link.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('the public link answers 404 once its expiry passes on the server clock', async () => {
    const owner = await createUser(server());
    const a = await signIn(server(), owner);
    const entry = await createStoredFile(server(), 'gone.txt', 'hello', { ownerId: owner.row.id });
    const { hash } = (await a.post(linkOf(entry.id), { expiresAt: server().clock.iso(60_000) }))
      .json.link;
    expect((await new Browser(server()).get(`/api/v1/shareable-links/${hash}`)).status).toBe(200);
    passTime(server(), 61_000);
    expect((await new Browser(server()).get(`/api/v1/shareable-links/${hash}`)).status).toBe(404);
  });
});
