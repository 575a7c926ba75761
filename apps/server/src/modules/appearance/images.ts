import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type AppearanceImageKind,
  appearanceImageKindSchema,
  FAVICON_SIZES,
} from '@coffer/contract';
import sharp from 'sharp';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { lookupStores, storedObject } from '../../platform/storage';

/** The largest logo or favicon an admin uploads. */
export const APPEARANCE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Where stored images are served from (`GET appearance/images/:file`). */
export const APPEARANCE_IMAGE_URL = '/api/v1/appearance/images/';

/** A stored image's name: its content's hash, a generated favicon's size, its type. */
const IMAGE_FILE = /^([a-f0-9]{32})(?:-(\d+))?\.(png|jpg|webp|svg)$/;

type ImageType = 'png' | 'jpg' | 'webp' | 'svg';

const CONTENT_TYPES: Record<ImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const TOO_LARGE = defineMessage('The image may not be greater than 2 MB.');
const NOT_AN_IMAGE = defineMessage('The image must be a PNG, JPEG, WebP or SVG file.');

export function imageProblem(message: string) {
  return new HttpProblem(422, message, { file: [message] });
}

/** What the bytes are, by their content (never by the name or type the browser sent). */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  // An SVG is text whose root element is `<svg`, after an optional BOM, XML declaration,
  // comments and doctype.
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (
    /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
      head,
    )
  )
    return 'svg';
  return null;
}

/** A stored image's file name: the first 32 hex digits of its SHA-256, and its type. */
export function imageFileName(bytes: Buffer, type: ImageType): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type}`;
}

/** The PNG sizes a favicon's URL has beside it: `…/<hash>-<size>.png`. */
export function faviconSizeUrl(faviconUrl: string, size: number): string | null {
  if (!faviconUrl.startsWith(APPEARANCE_IMAGE_URL)) return null;
  const match = IMAGE_FILE.exec(faviconUrl.slice(APPEARANCE_IMAGE_URL.length));
  return match && !match[2] ? `${APPEARANCE_IMAGE_URL}${match[1]}-${size}.png` : null;
}

/**
 * Checks and stores an uploaded logo or favicon under its content's hash; a favicon's PNG
 * sizes (`FAVICON_SIZES`) are generated beside it. Answers its URL.
 */
export async function storeAppearanceImage(
  app: AppInstance,
  kind: AppearanceImageKind,
  bytes: Buffer,
): Promise<string> {
  const type = sniffImageType(bytes);
  if (!type) throw imageProblem(NOT_AN_IMAGE);
  // The image must decode (a PNG header over other bytes is not a logo).
  const input = () => sharp(bytes, type === 'svg' ? { density: 288 } : {});
  const metadata = await input()
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw imageProblem(NOT_AN_IMAGE);
  const file = imageFileName(bytes, type);
  const [storage] = await lookupStores(app.storages);
  await storage!.put(imageKey(file), Readable.from(bytes), { contentType: CONTENT_TYPES[type] });
  if (kind === 'favicon') {
    const hash = file.slice(0, file.indexOf('.'));
    for (const size of FAVICON_SIZES) {
      const png = await input()
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer()
        .catch(() => {
          throw imageProblem(NOT_AN_IMAGE);
        });
      await storage!.put(imageKey(`${hash}-${size}.png`), Readable.from(png), {
        contentType: 'image/png',
      });
    }
  }
  return APPEARANCE_IMAGE_URL + file;
}

/** Reads the multipart body: `kind`, then `file`; 422 with the field's message otherwise. */
export async function readImageUpload(
  parts: AsyncIterableIterator<
    | { type: 'field'; fieldname: string; value: unknown }
    | { type: 'file'; fieldname: string; toBuffer(): Promise<Buffer> }
  >,
): Promise<{ kind: AppearanceImageKind; bytes: Buffer }> {
  let kind: AppearanceImageKind | undefined;
  let bytes: Buffer | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'kind') continue;
      const parsed = appearanceImageKindSchema.safeParse(part.value);
      if (!parsed.success) {
        const message = defineMessage('Choose what the image is for.');
        throw new HttpProblem(422, message, { kind: [message] });
      }
      kind = parsed.data;
    } else {
      const read = await part.toBuffer().catch((error: unknown) => {
        // Over the size limit is the admin's to fix; a body cut off is the client's (400).
        if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE')
          throw imageProblem(TOO_LARGE);
        throw error;
      });
      if (part.fieldname === 'file') bytes = read;
    }
  }
  if (!kind) {
    const message = defineMessage('Choose what the image is for.');
    throw new HttpProblem(422, message, { kind: [message] });
  }
  if (!bytes?.length) throw imageProblem(defineMessage('Choose an image.'));
  return { kind, bytes };
}

/** A stored image's bytes and type, or null when it is not there. */
export async function readAppearanceImage(
  app: AppInstance,
  file: string,
): Promise<{ body: Readable; contentType: string } | null> {
  const match = IMAGE_FILE.exec(file);
  if (!match) return null;
  const [current, other] = await lookupStores(app.storages);
  const body =
    (await storedObject(current!, imageKey(file))) ??
    // The other store only answers what it has: one that fails counts as not having it.
    (other ? await storedObject(other, imageKey(file)).catch(() => null) : null);
  return body ? { body, contentType: CONTENT_TYPES[match[3] as ImageType] } : null;
}

function imageKey(file: string): string {
  return `appearance/${file}`;
}
