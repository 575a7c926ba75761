import { readFileSync } from 'node:fs';
import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IgnitionTrace, TraceFrame, TraceVendorGroup } from '@coffer/contract';
import type { AppInstance } from '../../app';

/** Lines shown on each side of a frame's line in its code snippet. */
export const SNIPPET_RADIUS = 5;
/** The error log is rotated once it grows past this size, so it never fills the disk. */
export const ERROR_LOG_MAX_BYTES = 1024 * 1024;
/** How many of the newest lines `GET api/v1/logs/error/download-latest` serves. */
export const ERROR_LOG_DOWNLOAD_LINES = 2000;

interface RawFrame {
  method: string;
  file: string;
  line: number;
}

// `    at method (file:line:col)` or `    at file:line:col`; `async` prefixes are dropped.
const FRAME_LINE = /^\s*at (?:async )?(?:(.+?) \()?(.+?):(\d+):\d+\)?$/;

function parseStack(stack: string): RawFrame[] {
  return stack.split('\n').flatMap((line) => {
    const match = FRAME_LINE.exec(line);
    if (!match) return [];
    const [, method, location, lineNumber] = match;
    const file = location!.startsWith('file://') ? fileURLToPath(location!) : location!;
    return [{ method: method ?? '{main}', file, line: Number(lineNumber) }];
  });
}

/** Node's own internals count as vendor code too: the developer cannot change them either. */
function isVendor(file: string): boolean {
  return file.includes(`${sep}node_modules${sep}`) || file.startsWith('node:');
}

function snippetOf(file: string, line: number, cache: Map<string, string[] | null>) {
  if (!cache.has(file)) {
    let lines: string[] | null = null;
    try {
      if (isAbsolute(file)) lines = readFileSync(file, 'utf8').split('\n');
    } catch {
      // An unreadable source (bundled, deleted, no permission) just shows no snippet.
    }
    cache.set(file, lines);
  }
  const lines = cache.get(file);
  const snippet: Record<string, string> = {};
  if (!lines) return snippet;
  const first = Math.max(1, line - SNIPPET_RADIUS);
  const last = Math.min(lines.length, line + SNIPPET_RADIUS);
  for (let n = first; n <= last; n++) snippet[String(n)] = lines[n - 1] ?? '';
  return snippet;
}

function pathSegments(file: string, root: string): string[] {
  const shown =
    isAbsolute(file) && !relative(root, file).startsWith('..') ? relative(root, file) : file;
  return shown.split(/[\\/]/).filter(Boolean);
}

/**
 * The debug payload of a 500 (spec §3 "Error payload", "Trace entry"): the error's
 * class and message, and its stack as frames with a code snippet each, where runs of
 * consecutive vendor frames are grouped so the dialog can collapse them.
 */
export function buildIgnitionTrace(error: Error, root = process.cwd()): IgnitionTrace {
  const cache = new Map<string, string[] | null>();
  const trace: IgnitionTrace['trace'] = [];
  let totalVendorGroups = 0;
  parseStack(error.stack ?? '').forEach((raw, flatIndex) => {
    const frame: TraceFrame = {
      path: pathSegments(raw.file, root),
      lineNumber: raw.line,
      method: raw.method,
      flatIndex,
      codeSnippet: snippetOf(raw.file, raw.line, cache),
    };
    if (!isVendor(raw.file)) {
      trace.push(frame);
      return;
    }
    const previous = trace.at(-1);
    if (previous && 'vendorGroup' in previous) {
      previous.items.push(frame);
      return;
    }
    const group: TraceVendorGroup = { vendorGroup: true, items: [frame] };
    trace.push(group);
    totalVendorGroups++;
  });
  return {
    exception: exceptionName(error),
    message: error.message,
    trace,
    totalVendorGroups,
  };
}

/** The error's class (a subclass that never sets `name` still reports itself). */
function exceptionName(error: Error): string {
  return error.constructor?.name || error.name || 'Error';
}

export function errorLogFile(app: AppInstance): string {
  return join(app.config.dataDir, 'logs', 'error.log');
}

/** Appends an unexpected error to DATA_DIR/logs/error.log, rotating it past 1 MB. */
export async function appendErrorLog(
  app: AppInstance,
  error: Error,
  context: { method: string; url: string },
): Promise<void> {
  const file = errorLogFile(app);
  try {
    await mkdir(join(app.config.dataDir, 'logs'), { recursive: true });
    const size = await stat(file).then(
      (s) => s.size,
      () => 0,
    );
    if (size > ERROR_LOG_MAX_BYTES) await rename(file, `${file}.1`);
    const entry = `[${app.clock.iso()}] ${context.method} ${context.url} ${exceptionName(error)}\n${error.stack ?? `${error.name}: ${error.message}`}\n\n`;
    await appendFile(file, entry, 'utf8');
  } catch (cause) {
    // Failing to log must never turn one error response into another.
    app.log.error(cause, 'could not write the error log');
  }
}
