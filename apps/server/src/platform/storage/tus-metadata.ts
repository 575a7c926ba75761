/**
 * tus `Upload-Metadata` (`name <b64>,filetype <b64>,…`) as a record, for every module that
 * takes uploads (the drive, file requests). A key without a value maps to ''.
 */
export function parseTusMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}
