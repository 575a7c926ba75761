import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** One member of a stored zip: a folder (no body, name ending in `/`) or a file's bytes. */
export interface ZipMember {
  /** Path inside the archive, `/`-separated; folders end with `/`. */
  name: string;
  date: Date;
  /** The file's bytes, opened only when its turn comes; absent for a folder. */
  open?: () => Promise<AsyncIterable<Uint8Array>>;
  /** The size the file is expected to have: past 4 GiB its headers need the Zip64 fields. */
  expectedSize?: number;
}

const U32 = 0xffff_ffff;
const U16 = 0xffff;
/** Made by Unix (3), spec version 4.5 (Zip64), so unzip restores the permissions below. */
const VERSION_MADE_BY = (3 << 8) | 45;
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;
// Unix directory mode, plus the MS-DOS directory bit that Windows reads.
const FOLDER_ATTRIBUTES = ((0o40755 << 16) | 0x10) >>> 0;
// Bit 3: sizes and CRC follow the data (it is streamed); bit 11: names are UTF-8.
const FLAG_DESCRIPTOR = 1 << 3;
const FLAG_UTF8 = 1 << 11;

interface Written {
  name: Buffer;
  flags: number;
  dosTime: number;
  dosDate: number;
  crc: number;
  size: number;
  offset: number;
  attributes: number;
}

/**
 * A zip of stored (uncompressed) members, produced while it is read: each file is read
 * once, its CRC-32 computed by zlib's native `crc32` as the chunks pass and written after
 * them in a data descriptor. Backpressure reaches the file being read, so memory holds one
 * chunk plus the central directory. Zip64 records are written when a file, an offset or
 * the count needs them, so any size and number of members works.
 */
export function storedZip(
  members: Iterable<ZipMember>,
  options: { /** Zip64 records everywhere, needed or not (tests). */ forceZip64?: boolean } = {},
): Readable {
  return Readable.from(zipChunks(members, options.forceZip64 ?? false), { objectMode: false });
}

async function* zipChunks(members: Iterable<ZipMember>, force: boolean): AsyncGenerator<Buffer> {
  const large = (n: number, limit = U32) => force || n >= limit;
  const written: Written[] = [];
  let offset = 0;
  for (const member of members) {
    const name = Buffer.from(member.name, 'utf8');
    const { time: dosTime, date: dosDate } = dosDateTime(member.date);
    const entry: Written = {
      name,
      flags: FLAG_UTF8,
      dosTime,
      dosDate,
      crc: 0,
      size: 0,
      offset,
      attributes: member.open ? FILE_ATTRIBUTES : FOLDER_ATTRIBUTES,
    };
    if (!member.open) {
      const header = localHeader(entry, false);
      offset += header.length;
      yield header;
      written.push(entry);
      continue;
    }
    entry.flags |= FLAG_DESCRIPTOR;
    // Zip64 is decided before the bytes are read (readers size the descriptor from the
    // local header), from the expected size and where the member starts.
    const zip64 = large(member.expectedSize ?? 0) || large(offset);
    const header = localHeader(entry, zip64);
    offset += header.length;
    yield header;
    let crc = 0;
    let size = 0;
    for await (const chunk of await member.open()) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      yield Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    }
    if (!zip64 && size >= U32) {
      throw new Error(`${member.name} grew past 4 GiB after its zip header was written.`);
    }
    entry.crc = crc;
    entry.size = size;
    const descriptor = dataDescriptor(entry, zip64);
    offset += size + descriptor.length;
    yield descriptor;
    written.push(entry);
  }
  const directoryOffset = offset;
  let directorySize = 0;
  for (const entry of written) {
    const record = centralRecord(entry, large);
    directorySize += record.length;
    yield record;
  }
  yield* end(
    written.length,
    directoryOffset,
    directorySize,
    large(written.length, U16) || large(directoryOffset) || large(directorySize),
  );
}

function localHeader(entry: Written, zip64: boolean): Buffer {
  const extra = zip64 ? zip64Extra([0, 0]) : Buffer.alloc(0);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(zip64 ? 45 : 20, 4);
  header.writeUInt16LE(entry.flags, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(entry.dosTime, 10);
  header.writeUInt16LE(entry.dosDate, 12);
  // CRC and sizes: zero here for a streamed file (they are in its descriptor), and truly
  // zero for a folder; Zip64 marks the sizes as "in the extra field".
  header.writeUInt32LE(0, 14);
  header.writeUInt32LE(zip64 ? U32 : 0, 18);
  header.writeUInt32LE(zip64 ? U32 : 0, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, entry.name, extra]);
}

function dataDescriptor(entry: Written, zip64: boolean): Buffer {
  const descriptor = Buffer.alloc(zip64 ? 24 : 16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  if (zip64) {
    descriptor.writeBigUInt64LE(BigInt(entry.size), 8);
    descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    descriptor.writeUInt32LE(entry.size, 8);
    descriptor.writeUInt32LE(entry.size, 12);
  }
  return descriptor;
}

function centralRecord(entry: Written, large: (n: number) => boolean): Buffer {
  // The Zip64 extra holds, in this order, the values whose field says 0xFFFFFFFF.
  const bigSize = large(entry.size);
  const bigOffset = large(entry.offset);
  const values = [
    ...(bigSize ? [entry.size, entry.size] : []),
    ...(bigOffset ? [entry.offset] : []),
  ];
  const extra = values.length ? zip64Extra(values) : Buffer.alloc(0);
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(VERSION_MADE_BY, 4);
  record.writeUInt16LE(values.length ? 45 : 20, 6);
  record.writeUInt16LE(entry.flags, 8);
  record.writeUInt16LE(0, 10);
  record.writeUInt16LE(entry.dosTime, 12);
  record.writeUInt16LE(entry.dosDate, 14);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(bigSize ? U32 : entry.size, 20);
  record.writeUInt32LE(bigSize ? U32 : entry.size, 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt16LE(extra.length, 30);
  record.writeUInt16LE(0, 32); // comment length
  record.writeUInt16LE(0, 34); // disk number
  record.writeUInt16LE(0, 36); // internal attributes
  record.writeUInt32LE(entry.attributes, 38);
  record.writeUInt32LE(bigOffset ? U32 : entry.offset, 42);
  return Buffer.concat([record, entry.name, extra]);
}

function* end(
  count: number,
  directoryOffset: number,
  directorySize: number,
  zip64: boolean,
): Generator<Buffer> {
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4); // size of the rest of this record
    record.writeUInt16LE(VERSION_MADE_BY, 12);
    record.writeUInt16LE(45, 14);
    record.writeUInt32LE(0, 16);
    record.writeUInt32LE(0, 20);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(directorySize), 40);
    record.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeUInt32LE(0, 4);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
    locator.writeUInt32LE(1, 16);
    yield Buffer.concat([record, locator]);
  }
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(0, 4);
  record.writeUInt16LE(0, 6);
  // With Zip64, the classic record only points at the Zip64 one.
  record.writeUInt16LE(zip64 ? U16 : count, 8);
  record.writeUInt16LE(zip64 ? U16 : count, 10);
  record.writeUInt32LE(zip64 ? U32 : directorySize, 12);
  record.writeUInt32LE(zip64 ? U32 : directoryOffset, 16);
  record.writeUInt16LE(0, 20);
  yield record;
}

function zip64Extra(values: number[]): Buffer {
  const extra = Buffer.alloc(4 + values.length * 8);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(values.length * 8, 2);
  values.forEach((value, i) => {
    extra.writeBigUInt64LE(BigInt(value), 4 + i * 8);
  });
  return extra;
}

/** MS-DOS date and time, in local time as zip tools expect, within the format's 1980–2107. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = date.getFullYear();
  const d =
    Number.isNaN(year) || year < 1980
      ? new Date(1980, 0, 1)
      : year > 2107
        ? new Date(2107, 11, 31, 23, 59, 58)
        : date;
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}
