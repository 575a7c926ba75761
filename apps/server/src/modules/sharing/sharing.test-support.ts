import { Readable } from 'node:stream';
import type { TestServer } from '../../../test/harness';
import { newStorageKey } from '../../platform/storage';
import { createFileRow, type RowOptions } from '../drive/drive.test-support';
import type { EntryRow } from '../drive/repo';

/** A file row whose bytes (`content`) are in the local storage. */
export async function createStoredFile(
  server: TestServer,
  name: string,
  content: string,
  options: RowOptions & { mime?: string },
): Promise<EntryRow> {
  const key = newStorageKey();
  await server.app.storages.local.put(key, Readable.from([Buffer.from(content)]), {
    contentType: options.mime,
  });
  return createFileRow(server, name, {
    ...options,
    size: Buffer.byteLength(content),
    mime: options.mime ?? 'text/plain',
    storageDriver: server.app.storages.local.name,
    storageKey: key,
  });
}
