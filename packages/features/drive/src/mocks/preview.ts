import { DRIVE_MESSAGES, driveApi, type FileEntry } from '@coffer/contract';
import { fileEntryFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { bypass, HttpResponse } from 'msw';

/** Files of every kind the previewer handles, in one folder. */
export function previewEntries(): FileEntry[] {
  const file = (id: number, name: string, type: FileEntry['type'], mime: string, size: number) =>
    fileEntryFixture({
      id,
      name,
      type,
      mime,
      extension: name.split('.').pop() ?? null,
      file_size: size,
      path: String(id),
    });
  return [
    file(41, 'Landscape.jpg', 'image', 'image/jpeg', 20_346),
    file(42, 'Clip.webm', 'video', 'video/webm', 47_886),
    file(43, 'Tone.ogg', 'audio', 'audio/ogg', 8_942),
    file(44, 'server.ts', 'text', 'text/plain', CODE.length),
    file(45, 'build.log', 'text', 'text/plain', LOG_BYTES),
    file(46, 'Archive.zip', 'archive', 'application/zip', 3_200_000),
  ];
}

const CODE = `import { createServer } from 'node:http';

/** Answers every request with a greeting. */
export function start(port = 8080): void {
  const server = createServer((request, response) => {
    response.end(\`Hello, \${request.url ?? 'world'}!\`); // 42 greetings a second
  });
  server.listen(port);
}
`;

/** A log large enough to need several pages (about 150 KB). */
const LOG_BYTES = 150_000;
function logText(): string {
  const lines: string[] = [];
  let size = 0;
  for (let i = 1; size < LOG_BYTES; i++) {
    const line = `${String(i).padStart(6, '0')} INFO build step ${i} finished in ${i % 97} ms\n`;
    lines.push(line);
    size += line.length;
  }
  return lines.join('').slice(0, LOG_BYTES);
}

/** Bytes of each previewed file: fixtures from the Storybook static dir, or text made here. */
const sources: Record<number, () => Promise<{ bytes: Uint8Array; type: string }>> = {
  41: () => fixture('landscape.jpg', 'image/jpeg'),
  42: () => fixture('clip.webm', 'video/webm'),
  43: () => fixture('tone.ogg', 'audio/ogg'),
  44: async () => ({ bytes: new TextEncoder().encode(CODE), type: 'text/plain; charset=utf-8' }),
  45: async () => ({
    bytes: new TextEncoder().encode(logText()),
    type: 'text/plain; charset=utf-8',
  }),
};

async function fixture(name: string, type: string) {
  const response = await fetch(bypass(`/fixtures/preview/${name}`));
  return { bytes: new Uint8Array(await response.arrayBuffer()), type };
}

/** The streaming route as the server answers it: the bytes, or one `Range` of them (206). */
export function previewHandlers() {
  return [
    mockEndpoint(driveApi.file, async ({ request, params }) => {
      const source = sources[Number(params.id)];
      if (!source) return mockError(404, DRIVE_MESSAGES.notFound);
      const { bytes, type } = await source();
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.get('Range') ?? '');
      if (!range) {
        return new HttpResponse(bytes, {
          headers: { 'Content-Type': type, 'Accept-Ranges': 'bytes' },
        });
      }
      const start = Number(range[1]);
      const end = Math.min(bytes.length - 1, range[2] ? Number(range[2]) : bytes.length - 1);
      if (start >= bytes.length) {
        return new HttpResponse(null, {
          status: 416,
          headers: { 'Content-Range': `bytes */${bytes.length}` },
        });
      }
      return new HttpResponse(bytes.slice(start, end + 1), {
        status: 206,
        headers: {
          'Content-Type': type,
          'Accept-Ranges': 'bytes',
          'Content-Range': `bytes ${start}-${end}/${bytes.length}`,
        },
      });
    }),
  ];
}
