/**
 * Optional looks inside a benchmark's scroll, chosen by environment variables (each writes
 * its file when the scroll ends; see tests/load/README.md):
 *  - PROFILE=<file>: the CPU profile (open it in Chrome's DevTools); the functions with the
 *    most self time are printed;
 *  - ALLOC=<file>: a sampling heap profile of everything allocated (ALLOC_LIVE=1: only what is
 *    still alive at the end; ALLOC_LIVE=scavenged: what survived a young-generation collection);
 *  - HEAP_SNAPSHOT=<file>: the heap at the end (DevTools' Memory tab).
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright';

export async function startProbes(page: Page): Promise<{ stop: () => Promise<void> }> {
  const session = () => page.context().newCDPSession(page);
  const profiler = process.env.PROFILE ? await session() : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.start');
  }
  const alloc = process.env.ALLOC ? await session() : null;
  if (alloc) {
    await alloc.send('HeapProfiler.enable');
    await alloc.send('HeapProfiler.startSampling', {
      samplingInterval: 16384,
      includeObjectsCollectedByMajorGC: process.env.ALLOC_LIVE !== '1',
      includeObjectsCollectedByMinorGC:
        process.env.ALLOC_LIVE !== '1' && process.env.ALLOC_LIVE !== 'scavenged',
    });
  }
  return {
    stop: async () => {
      if (profiler) await saveProfile(profiler, process.env.PROFILE as string);
      if (process.env.HEAP_SNAPSHOT)
        await saveHeapSnapshot(await session(), process.env.HEAP_SNAPSHOT);
      if (alloc) {
        const { profile } = await alloc.send('HeapProfiler.stopSampling');
        writeFileSync(process.env.ALLOC as string, JSON.stringify(profile));
      }
    },
  };
}

async function saveProfile(session: CDPSession, file: string) {
  const { profile } = (await session.send('Profiler.stop')) as {
    profile: {
      nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  writeFileSync(file, JSON.stringify(profile));
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (self.get(node.id) ?? 0) / 1000);
  }
  const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20);
  console.error(top.map(([name, ms]) => `${Math.round(ms)} ms  ${name}`).join('\n'));
}

async function saveHeapSnapshot(session: CDPSession, file: string) {
  const chunks: string[] = [];
  session.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await session.send('HeapProfiler.enable');
  await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  writeFileSync(file, chunks.join(''));
  await session.detach();
}
