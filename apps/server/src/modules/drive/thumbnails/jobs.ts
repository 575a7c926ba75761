import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { AppInstance } from '../../../app';
import { type StorageDriver, StorageNotFound, thumbnailKey } from '../../../platform/storage';
import { type EntryRow, findEntry, markThumbnail } from '../repo';
import { indexEntryText } from '../search-repo';

export const THUMBNAIL_JOB = 'drive.thumbnail';
export const EXTRACT_TEXT_JOB = 'drive.extract-text';
/** Longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 320;
/** Text beyond this many bytes of a file is not indexed. */
const TEXT_LIMIT = 1024 * 1024;
/** PDFs larger than this are not parsed for text (pdf.js holds the whole file in memory). */
const PDF_LIMIT = 50 * 1024 * 1024;
/** Images larger than this are not thumbnailed (sharp would need too much memory). */
const IMAGE_LIMIT = 100 * 1024 * 1024;

const TEXT_EXTENSIONS = new Set(
  'txt md markdown csv tsv json xml html htm css js mjs cjs ts tsx jsx yml yaml ini conf log sql sh py rb php java c h cpp go rs svg'.split(
    ' ',
  ),
);

export function wantsThumbnail(entry: Pick<EntryRow, 'type' | 'file_size' | 'extension'>): boolean {
  return entry.type === 'image' && Number(entry.file_size) <= IMAGE_LIMIT;
}

function isPdf(entry: Pick<EntryRow, 'type' | 'mime' | 'extension'>): boolean {
  return entry.type === 'pdf' || entry.mime === 'application/pdf' || entry.extension === 'pdf';
}

/** Text of a PDF (pdf.js through unpdf, pure JS); empty when the file cannot be parsed. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } catch {
    return '';
  }
}

export function wantsText(entry: Pick<EntryRow, 'type' | 'mime' | 'extension'>): boolean {
  return (
    isPdf(entry) ||
    entry.type === 'text' ||
    (entry.mime ?? '').startsWith('text/') ||
    TEXT_EXTENSIONS.has(entry.extension ?? '')
  );
}

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    total += (chunk as Buffer).length;
    if (total >= limit) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, limit);
}

/**
 * Loads the live file row of a job and the store of its bytes (a thumbnail goes next to
 * them), or null when it (or its bytes) went away meanwhile.
 */
async function jobEntry(
  app: AppInstance,
  payload: unknown,
): Promise<{ entry: EntryRow & { storage_key: string }; storage: StorageDriver } | null> {
  const { entryId } = payload as { entryId: number };
  const entry = await findEntry(app.db, entryId);
  if (!entry?.storage_key) return null;
  const storage = await app.storages.named(entry.storage_driver);
  return { entry: { ...entry, storage_key: entry.storage_key }, storage };
}

/** Registers the thumbnail (sharp → WebP) and text-extraction jobs queued by uploads. */
export function thumbnailJobs(app: AppInstance): void {
  app.jobs.register(THUMBNAIL_JOB, async (_app, payload) => {
    const job = await jobEntry(app, payload);
    if (!job) return;
    const { entry, storage } = job;
    let source: Readable;
    try {
      source = await storage.get(entry.storage_key);
    } catch (error) {
      if (error instanceof StorageNotFound) return;
      throw error;
    }
    const image = await readAll(source, IMAGE_LIMIT);
    let thumbnail: Buffer;
    try {
      thumbnail = await sharp(image, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      // Not an image sharp can read (corrupt, or a type it does not decode): no thumbnail.
      return;
    }
    await storage.put(thumbnailKey(entry.storage_key), Readable.from([thumbnail]), {
      contentType: 'image/webp',
    });
    await markThumbnail(app.db, entry.id);
  });

  app.jobs.register(EXTRACT_TEXT_JOB, async (_app, payload) => {
    const job = await jobEntry(app, payload);
    if (!job) return;
    const { entry, storage } = job;
    let source: Readable;
    try {
      source = await storage.get(entry.storage_key);
    } catch (error) {
      if (error instanceof StorageNotFound) return;
      throw error;
    }
    if (isPdf(entry)) {
      const pdf = await readAll(source, PDF_LIMIT);
      const text = (await pdfText(pdf)).slice(0, TEXT_LIMIT);
      if (text.trim())
        await indexEntryText(app.db, entry.id, { content: text.replace(/\s+/g, ' ').trim() });
      return;
    }
    const bytes = await readAll(source, TEXT_LIMIT);
    // Binary files mislabelled as text would only index noise.
    if (bytes.includes(0)) return;
    let content = bytes.toString('utf8');
    if (
      entry.extension === 'html' ||
      entry.extension === 'htm' ||
      entry.extension === 'svg' ||
      entry.extension === 'xml'
    ) {
      content = content.replace(/<[^>]*>/g, ' ');
    }
    await indexEntryText(app.db, entry.id, { content: content.replace(/\s+/g, ' ').trim() });
  });
}
