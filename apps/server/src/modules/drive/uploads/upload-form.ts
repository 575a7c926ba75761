import { pipeline } from 'node:stream/promises';
import { UPLOAD_MESSAGES } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { HttpProblem } from '../../../platform/http/errors';
import { assertRoomOnDisk, newStorageKey, watchDisk } from '../../../platform/storage';
import { cleanFileName } from './checks';
import type { StagedFile } from './finalize';

/**
 * Reads a whole `POST file-entries` form: the file part is staged under a fresh key as it
 * streams, the text fields are kept whichever side of it they come (`curl -F file=@x -F
 * parentId=7` sends them after), and the entry is made only once the body has ended.
 * Anything refused or broken off removes the staged bytes.
 */
export async function readUploadForm(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ file: StagedFile; fields: Record<string, unknown> }> {
  const fileRequired = () =>
    new HttpProblem(422, UPLOAD_MESSAGES.fileRequired, { file: [UPLOAD_MESSAGES.fileRequired] });
  if (!request.isMultipart()) throw fileRequired();
  // Chosen once: the staged bytes and the entry's row name the same store.
  const storage = await app.storages.current();
  await assertRoomOnDisk(app.freeSpace, Number(request.headers['content-length'] ?? 0), storage);
  const maxSize = (await app.settings.get('uploads')).max_size;
  const fields: Record<string, unknown> = {
    workspaceId: (request.query as Record<string, unknown>).workspaceId,
  };
  let file: StagedFile | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: maxSize === null ? Number.POSITIVE_INFINITY : maxSize },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value === '' ? null : part.value;
        continue;
      }
      const name = cleanFileName(part.filename);
      const stagedKey = newStorageKey();
      file = {
        name,
        size: 0,
        mime: part.mimetype || null,
        storage,
        stagedKey,
        discard: () => storage.delete(stagedKey),
        fresh: true,
      };
      const body = watchDisk(app.freeSpace);
      // A part that breaks off (or already has) fails `body`, and with it the write below.
      pipeline(part.file, body).catch(() => {});
      file.size = await storage.put(stagedKey, body, { contentType: part.mimetype });
      if (part.file.truncated) {
        throw new HttpProblem(422, UPLOAD_MESSAGES.tooLarge, { file: [UPLOAD_MESSAGES.tooLarge] });
      }
    }
  } catch (error) {
    if (file) await file.discard().catch(() => {});
    // Refused part-way (full disk, too large, bad name): close rather than read the rest.
    if (!request.raw.readableEnded) reply.header('connection', 'close');
    throw error;
  }
  if (!file) throw fileRequired();
  return { file, fields };
}
