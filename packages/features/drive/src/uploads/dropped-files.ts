/** A dropped file and its path below the drop target ("photos/2024/a.jpg"). */
export interface DroppedFile {
  file: File;
  path: string;
}

function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  // readEntries answers in batches (100 in Chromium) until it returns an empty one.
  return new Promise((resolve, reject) => {
    const all: FileSystemEntry[] = [];
    const next = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) resolve(all);
        else {
          all.push(...batch);
          next();
        }
      }, reject);
    next();
  });
}

async function walk(entry: FileSystemEntry, prefix: string, out: DroppedFile[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    out.push({ file, path: `${prefix}${file.name}` });
    return;
  }
  if (entry.isDirectory) {
    const children = await readAll((entry as FileSystemDirectoryEntry).createReader());
    for (const child of children) await walk(child, `${prefix}${entry.name}/`, out);
  }
}

/** The files of a desktop drop, whole folders included (each file keeps its path). */
export async function droppedFiles(data: DataTransfer): Promise<DroppedFile[]> {
  const entries = [...data.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0 || entries.some((e) => e === null)) {
    return [...data.files].map((file) => ({ file, path: file.name }));
  }
  const out: DroppedFile[] = [];
  for (const entry of entries) if (entry) await walk(entry, '', out);
  return out;
}
