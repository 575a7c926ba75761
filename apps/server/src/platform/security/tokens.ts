import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable URL-safe token (256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How tokens, codes and recovery codes are stored: they carry enough entropy for a plain hash. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares secrets in constant time so a mismatch position cannot be timed. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A numeric code of `length` digits, leading zeros kept. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}
