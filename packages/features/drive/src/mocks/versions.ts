import { DRIVE_MESSAGES, type FileEntry, type FileVersion, versionsApi } from '@coffer/contract';
import { fileEntryFixture } from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import { delay, HttpResponse } from 'msw';

/** The file the sample versions belong to ('notes.txt', editable by the signed-in user). */
export function versionedEntry(overrides: Partial<FileEntry> = {}): FileEntry {
  return fileEntryFixture({ id: 6, name: 'notes.txt', path: '6', ...overrides });
}

/** Three earlier versions, newest first: by Ada, by Grace, and by an account since deleted. */
export function sampleVersions(): FileVersion[] {
  return [
    {
      id: 31,
      file_size: 1_940,
      mime: 'text/plain',
      uploaded_at: '2026-01-02T16:45:00.000Z',
      uploader: { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
    },
    {
      id: 22,
      file_size: 1_210,
      mime: 'text/plain',
      uploaded_at: '2025-12-18T09:05:00.000Z',
      uploader: { id: 3, name: null, email: 'grace@example.com' },
    },
    {
      id: 17,
      file_size: 880,
      mime: null,
      uploaded_at: '2025-11-30T13:20:00.000Z',
      uploader: null,
    },
  ];
}

export interface VersionMockOptions {
  /** The file's versions, newest first. */
  versions?: FileVersion[];
  /** The file they belong to (restore answers it with the version's size). */
  entry?: FileEntry;
  /** Keep the list pending (loading state). */
  loading?: boolean;
  /** Answer the list with a server error. */
  failing?: boolean;
}

/**
 * MSW handlers of a file's versions over in-memory data: the list, the bytes (a line of text
 * naming the version), restore (the current content becomes the newest version) and delete.
 */
export function versionHandlers({
  versions = sampleVersions(),
  entry = versionedEntry(),
  loading = false,
  failing = false,
}: VersionMockOptions = {}) {
  let live = versions.map((v) => ({ ...v }));
  let current = { ...entry };
  let nextId = 900;
  const find = (versionId: string | undefined) => live.find((v) => String(v.id) === versionId);
  return [
    mockEndpoint(versionsApi.list, async () => {
      if (loading) await delay('infinite');
      if (failing) return mockError(500, 'Server error');
      return { versions: live };
    }),
    mockEndpoint(versionsApi.file, ({ params }) => {
      const version = find(params.versionId);
      if (!version) return mockError(404, DRIVE_MESSAGES.notFound);
      return new HttpResponse(
        `Version ${version.id} of ${current.name}, ${version.uploaded_at}\n`,
        {
          headers: { 'Content-Type': version.mime ?? 'text/plain; charset=utf-8' },
        },
      );
    }),
    mockEndpoint(versionsApi.restore, ({ params }) => {
      const version = find(params.versionId);
      if (!version) return mockError(404, DRIVE_MESSAGES.notFound);
      const previous: FileVersion = {
        id: nextId++,
        file_size: current.file_size,
        mime: current.mime,
        uploaded_at: current.updated_at,
        uploader: { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
      };
      live = [previous, ...live.filter((v) => v.id !== version.id)];
      current = {
        ...current,
        file_size: version.file_size,
        mime: version.mime ?? current.mime,
        updated_at: new Date().toISOString(),
      };
      return { fileEntry: current };
    }),
    mockEndpoint(versionsApi.remove, ({ params }) => {
      if (!find(params.versionId)) return mockError(404, DRIVE_MESSAGES.notFound);
      live = live.filter((v) => String(v.id) !== params.versionId);
      return { message: 'Version deleted.' };
    }),
  ];
}
