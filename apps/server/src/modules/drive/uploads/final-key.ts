import { createHash } from 'node:crypto';

/**
 * The key a tus upload's bytes end under, derived from its id, so a finish retried after an
 * instance died between moving the bytes and making the entry finds them. The client knows
 * the id, not this key: tus maps an id only to its own staging key, never to this one.
 */
export function tusFinalKey(uploadId: string): string {
  const id = createHash('sha256').update(`tus-final:${uploadId}`).digest('hex').slice(0, 32);
  return `files/${id.slice(0, 2)}/${id}`;
}
