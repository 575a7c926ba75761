import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { storedZip, type ZipMember } from './zip-writer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes the archive to disk and runs Info-ZIP's `unzip` on it. */
function unzip(zip: Buffer, option: string, ...members: string[]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-zipw-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'a.zip'), zip);
  return execFileSync('unzip', [option, join(dir, 'a.zip'), ...members], {
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** A file member whose bytes arrive in chunks of `chunk` bytes. */
function file(name: string, body: Buffer, chunk = 1000): ZipMember {
  return {
    name,
    date: new Date(2024, 4, 17, 13, 45, 10),
    expectedSize: body.length,
    open: async () => Readable.from(chunks(body, chunk)),
  };
}

function* chunks(body: Buffer, size: number) {
  for (let i = 0; i < body.length; i += size) yield body.subarray(i, i + size);
}

const folder = (name: string): ZipMember => ({ name, date: new Date(2024, 0, 2) });

describe('the stored zip writer', () => {
  const big = randomBytes(300_000);
  const members = () => [
    folder('Album/'),
    file('Album/photo.bin', big, 65_536),
    file('Album/empty.txt', Buffer.alloc(0)),
    file('résumé – 2024.txt', Buffer.from('naïve café\n')),
    folder('Album/empty folder/'),
  ];

  it.each([
    ['classic records', false],
    ['Zip64 records throughout', true],
  ])(
    'given files and folders, with %s, then unzip tests every CRC and extracts the bytes',
    async (_, forceZip64) => {
      const zip = await buffer(storedZip(members(), { forceZip64 }));
      expect(unzip(zip, '-tq').toString()).toMatch(/No errors detected/);
      expect(unzip(zip, '-Z1').toString().trim().split('\n')).toEqual([
        'Album/',
        'Album/photo.bin',
        'Album/empty.txt',
        'résumé – 2024.txt',
        'Album/empty folder/',
      ]);
      expect(unzip(zip, '-p', 'Album/photo.bin').equals(big)).toBe(true);
      expect(unzip(zip, '-p', 'résumé – 2024.txt').toString()).toBe('naïve café\n');
      // Stored, not deflated: the archive is the bytes plus headers.
      expect(zip.length).toBeGreaterThan(big.length);
      expect(zip.length).toBeLessThan(big.length + 1_000);
      // zipinfo: Unix permissions and the entry date in local time.
      const listing = unzip(zip, '-Zl').toString();
      expect(listing).toMatch(/-rw-r--r--.* stor 24-May-17 13:45 Album\/photo\.bin/);
      expect(listing).toMatch(/drwxr-xr-x.* stor 24-Jan-02 00:00 Album\/empty folder\//);
    },
  );

  it('given more members than the classic end record can count, then the Zip64 end record lists them all', async () => {
    const many = Array.from({ length: 70_000 }, (_, i) => folder(`f${i}/`));
    const zip = await buffer(storedZip(many));
    const names = unzip(zip, '-Z1').toString().trim().split('\n');
    expect(names).toHaveLength(70_000);
    expect(names.at(-1)).toBe('f69999/');
  });

  it('given a file whose bytes fail mid-way, then the archive stream fails instead of ending short', async () => {
    const failing: ZipMember = {
      name: 'broken.bin',
      date: new Date(),
      open: async () =>
        Readable.from(
          (async function* () {
            yield Buffer.from('first part');
            throw new Error('disk went away');
          })(),
        ),
    };
    await expect(buffer(storedZip([file('ok.txt', Buffer.from('ok')), failing]))).rejects.toThrow(
      'disk went away',
    );
  });

  it('given a reader that stops early, then the file being read is closed', async () => {
    let closed = false;
    const endless: ZipMember = {
      name: 'endless.bin',
      date: new Date(),
      open: async () =>
        Readable.from(
          (async function* () {
            try {
              for (;;) yield Buffer.alloc(64 * 1024);
            } finally {
              closed = true;
            }
          })(),
        ),
    };
    const zip = storedZip([endless]);
    let read = 0;
    for await (const chunk of zip) {
      read += (chunk as Buffer).length;
      if (read > 1024 * 1024) break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
  });
});
