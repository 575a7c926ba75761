import { readFile } from 'node:fs/promises';
import type { ErrorLogEntry } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { errorLogFile } from '../../platform/http/ignition-trace';
import { paginated } from '../../platform/http/pagination';

/** The longest message and details an entry answers; a runaway line is cut there. */
const MAX_MESSAGE = 2_000;
const MAX_DETAILS = 20_000;

// `[2026-05-01T10:00:00.000Z] rest`: an entry's header, when the brackets hold a time.
const HEADER = /^\[([^\]]+)\]\s*(.*)$/;
// The rest of a header `appendErrorLog` writes: `METHOD URL Exception`.
const REQUEST_ERROR = /^([A-Z]+) (\S+) (\S+)$/;
// Another logger's header rest, `channel.LEVEL: message` (a log copied from elsewhere).
const LEVELLED =
  /^(?:[\w-]+\.)?(debug|info|notice|warning|error|critical|alert|emergency):\s*(.*)$/i;

type ParsedEntry = Omit<ErrorLogEntry, 'id'>;

/**
 * One page of the error log's entries, newest first: the current file, then the one rotated
 * before it (`error.log.1`). A missing file is an empty log.
 */
export async function errorLogPage(app: AppInstance, page: number, perPage: number) {
  const file = errorLogFile(app);
  const [current, rotated] = await Promise.all(
    [file, `${file}.1`].map((path) => readFile(path, 'utf8').catch(() => '')),
  );
  const entries = [
    ...parseErrorLog(current ?? '').reverse(),
    ...parseErrorLog(rotated ?? '').reverse(),
  ];
  const total = entries.length;
  const start = (page - 1) * perPage;
  const data = entries
    .slice(start, start + perPage)
    .map((entry, index) => ({ id: start + index + 1, ...entry }));
  return paginated(data, page, perPage, total);
}

/**
 * The entries of an error log's text, oldest first. An entry is a header line (`[time] …`)
 * and the lines under it; a line before any header, or a header whose time cannot be read,
 * is kept as an entry of its own rather than lost, so a damaged log still shows everything.
 */
export function parseErrorLog(text: string): ParsedEntry[] {
  const entries: ParsedEntry[] = [];
  let header: { time: string; rest: string } | null = null;
  let body: string[] = [];
  const flush = () => {
    if (header) entries.push(entryOf(header.time, header.rest, body));
    header = null;
    body = [];
  };
  for (const line of text.split('\n')) {
    const match = HEADER.exec(line);
    const time = match ? Date.parse(match[1]!) : Number.NaN;
    if (match && !Number.isNaN(time)) {
      flush();
      header = { time: new Date(time).toISOString(), rest: match[2]! };
    } else if (header) {
      body.push(line);
    } else if (line.trim()) {
      entries.push(unreadable(line));
    }
  }
  flush();
  return entries;
}

function entryOf(datetime: string, rest: string, body: string[]): ParsedEntry {
  const lines = trimBlank(body);
  const request = REQUEST_ERROR.exec(rest);
  if (request) {
    const [, method, url, exception] = request as unknown as [string, string, string, string];
    // The stack's first line is `Exception: message`; the frames follow it.
    const [first = '', ...frames] = lines;
    const text = first.startsWith(`${exception}: `) ? first.slice(exception.length + 2) : first;
    return {
      level: 'error',
      message: cut(text || exception, MAX_MESSAGE),
      datetime,
      context: { method, url, exception },
      details: cut(frames.join('\n'), MAX_DETAILS),
    };
  }
  const levelled = LEVELLED.exec(rest);
  return {
    level: levelled ? levelled[1]!.toLowerCase() : 'error',
    message: cut(levelled ? levelled[2]! : rest, MAX_MESSAGE),
    datetime,
    context: {},
    details: cut(lines.join('\n'), MAX_DETAILS),
  };
}

function unreadable(line: string): ParsedEntry {
  return {
    level: 'unknown',
    message: cut(line, MAX_MESSAGE),
    datetime: null,
    context: {},
    details: '',
  };
}

function trimBlank(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0 && !lines[end - 1]!.trim()) end--;
  return lines.slice(0, end);
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
