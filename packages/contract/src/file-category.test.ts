import { describe, expect, it } from 'vitest';
import { fileEntryCategory, fileExtension } from './file-category';

describe('fileEntryCategory', () => {
  it.each([
    ['application/pdf', 'bin', 'pdf'],
    ['application/octet-stream', 'DOCX', 'word'],
    ['application/octet-stream', 'xlsx', 'spreadsheet'],
    ['text/csv', 'txt', 'spreadsheet'],
    [null, 'pptx', 'powerPoint'],
    ['application/zip', null, 'archive'],
    ['image/x-new-format', '', 'image'],
    ['video/mp4; codecs=avc1', 'mp4', 'video'],
    ['audio/flac', null, 'audio'],
    ['text/plain', 'md', 'text'],
    ['application/ld+json', null, 'text'],
    ['application/octet-stream', 'exe', 'default'],
    [undefined, undefined, 'default'],
  ] as const)('given mime %s and extension %s, answers %s', (mime, ext, category) => {
    expect(fileEntryCategory(mime, ext)).toBe(category);
  });

  it('lets an exact mime win over the extension', () => {
    expect(fileEntryCategory('application/pdf', 'png')).toBe('pdf');
  });
});

describe('fileExtension', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['.env', ''],
    ['README', ''],
    ['trailing.', ''],
  ])('of %s is %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});
