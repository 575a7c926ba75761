// Rows for the collections' stories (Table, VirtualGrid): the same files for a count every
// time, as data fetched before a list mounts would be.

export interface StoryFile {
  id: string;
  name: string;
  kind: string;
  size: number;
}

const kinds = ['Folder', 'PDF', 'Image', 'Spreadsheet', 'Text'];
const filesByCount = new Map<number, StoryFile[]>();

export function makeFiles(count: number): StoryFile[] {
  const cached = filesByCount.get(count);
  if (cached) return cached;
  const files = Array.from({ length: count }, (_, i) => ({
    id: `file-${i + 1}`,
    name: `Document ${String(i + 1).padStart(5, '0')}`,
    kind: kinds[i % kinds.length] as string,
    size: ((i * 7919) % 5000) + 1,
  }));
  filesByCount.set(count, files);
  return files;
}
