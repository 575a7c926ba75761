import { describe, expect, it } from 'vitest';
import { parseTusMetadata } from './tus-metadata';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('tus upload metadata', () => {
  it('decodes each base64 value by its key, a bare key as empty', () => {
    expect(
      parseTusMetadata(
        `name ${b64('Überweisung.pdf')}, filetype ${b64('application/pdf')},is_confidential`,
      ),
    ).toEqual({ name: 'Überweisung.pdf', filetype: 'application/pdf', is_confidential: '' });
  });

  it('given no header, is empty', () => {
    expect(parseTusMetadata(undefined)).toEqual({});
    expect(parseTusMetadata('')).toEqual({});
  });
});
