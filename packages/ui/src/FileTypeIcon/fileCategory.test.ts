import { describe, expect, it } from 'vitest';
import { type FileCategory, fileCategories, fileCategory } from './fileCategory';

describe('fileCategory', () => {
  it('lists the twelve categories of the spec', () => {
    expect(fileCategories).toEqual([
      'default',
      'audio',
      'video',
      'text',
      'pdf',
      'archive',
      'folder',
      'sharedFolder',
      'image',
      'powerPoint',
      'word',
      'spreadsheet',
    ]);
  });

  it.each<[string | null, string | null, FileCategory]>([
    ['folder', null, 'folder'],
    ['application/pdf', 'pdf', 'pdf'],
    [null, 'PDF', 'pdf'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx', 'word'],
    ['application/msword', 'doc', 'word'],
    ['application/octet-stream', 'docx', 'word'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx', 'spreadsheet'],
    ['text/csv', 'csv', 'spreadsheet'],
    ['text/plain', 'csv', 'spreadsheet'],
    ['application/vnd.oasis.opendocument.spreadsheet', 'ods', 'spreadsheet'],
    [
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'pptx',
      'powerPoint',
    ],
    [null, 'ppt', 'powerPoint'],
    ['application/zip', 'zip', 'archive'],
    [null, 'rar', 'archive'],
    ['application/x-7z-compressed', '7z', 'archive'],
    [null, 'tar', 'archive'],
    ['application/gzip', 'gz', 'archive'],
    ['text/plain', 'txt', 'text'],
    ['text/markdown', 'md', 'text'],
    ['text/html; charset=utf-8', null, 'text'],
    ['application/json', 'json', 'text'],
    ['application/octet-stream', 'ts', 'text'],
    [null, '.py', 'text'],
    ['application/ld+json', null, 'text'],
    ['image/png', 'png', 'image'],
    ['image/heic', null, 'image'],
    ['video/mp4', 'mp4', 'video'],
    [null, 'mkv', 'video'],
    ['audio/mpeg', 'mp3', 'audio'],
    ['audio/x-unknown', null, 'audio'],
    ['application/octet-stream', 'bin', 'default'],
    [null, 'constructor', 'default'],
    [null, null, 'default'],
    ['', '', 'default'],
  ])('given mime %j and extension %j, is %s', (mime, extension, expected) => {
    expect(fileCategory(mime, extension)).toBe(expected);
  });
});
