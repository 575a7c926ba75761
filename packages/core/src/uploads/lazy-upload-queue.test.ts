import { describe, expect, it, vi } from 'vitest';
import { lazyUploadQueue } from './lazy-upload-queue';
import { createUploadQueue } from './upload-queue';

/** A queue whose tus never arrives, so its files stay on their way. */
const stillQueue = () =>
  createUploadQueue({
    endpoint: '/api/v1/things/upload',
    land: async () => {},
    loadTus: () => new Promise<never>(() => {}),
  });

describe('a queue that loads with its first file', () => {
  it('shows nothing and loads nothing until asked', () => {
    const load = vi.fn(async () => stillQueue());
    const lazy = lazyUploadQueue(load);
    expect(lazy.getSnapshot()).toEqual([]);
    expect(lazy.getSnapshot()).toBe(lazy.getSnapshot());
    expect(lazy.loaded()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once, however often asked, and runs the calls made meanwhile in order', async () => {
    const load = vi.fn(async () => stillQueue());
    const lazy = lazyUploadQueue(load);
    void lazy.load().then((queue) => queue.add([new File(['a'], 'a.txt')], undefined));
    void lazy.load().then((queue) => queue.add([new File(['b'], 'b.txt')], undefined));
    await lazy.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy.getSnapshot().map((i) => i.name)).toEqual(['a.txt', 'b.txt']);
  });

  it('tells its subscribers when it arrives and whenever the queue changes', async () => {
    const lazy = lazyUploadQueue(async () => stillQueue());
    const changed = vi.fn();
    const unsubscribe = lazy.subscribe(changed);
    const queue = await lazy.load();
    expect(changed).toHaveBeenCalledTimes(1);
    queue.add([new File(['a'], 'a.txt')], undefined);
    expect(changed.mock.calls.length).toBeGreaterThan(1);
    unsubscribe();
    const calls = changed.mock.calls.length;
    queue.clearFinished();
    expect(changed).toHaveBeenCalledTimes(calls);
  });
});
