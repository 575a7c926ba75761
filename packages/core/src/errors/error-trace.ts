import { type IgnitionTrace, systemApi, type TraceFrame } from '@coffer/contract';

/** Where the error dialog's 'Download log' points (spec §7). */
export const ERROR_LOG_DOWNLOAD_URL = systemApi.errorLog.path;

/** A row of the stack list: an app frame, or a run of vendor frames. */
export type TraceRow =
  | { kind: 'frame'; frame: TraceFrame; isVendor: boolean }
  | { kind: 'vendor-group'; groupIndex: number; frames: TraceFrame[] };

/**
 * The rows the error dialog lists: with vendor frames collapsed each group is one row
 * (showing its count); expanded, its frames are listed in place.
 */
export function traceRows(trace: IgnitionTrace, expandVendor: boolean): TraceRow[] {
  let groupIndex = 0;
  return trace.trace.flatMap((entry): TraceRow[] => {
    if (!('vendorGroup' in entry)) return [{ kind: 'frame', frame: entry, isVendor: false }];
    const index = groupIndex++;
    if (expandVendor) return entry.items.map((frame) => ({ kind: 'frame', frame, isVendor: true }));
    return [{ kind: 'vendor-group', groupIndex: index, frames: entry.items }];
  });
}

/** Every frame in stack order. */
export function allFrames(trace: IgnitionTrace): TraceFrame[] {
  return trace.trace.flatMap((entry) => ('vendorGroup' in entry ? entry.items : [entry]));
}

/** The frame selected when the dialog opens: the first one outside vendor code (spec §2.5). */
export function firstAppFrame(trace: IgnitionTrace): TraceFrame | undefined {
  for (const entry of trace.trace) if (!('vendorGroup' in entry)) return entry;
  return allFrames(trace)[0];
}

/** `src/routes/files.ts:42`, as the list and snippet header show it. */
export function frameLocation(frame: TraceFrame): string {
  return `${frame.path.join('/')}:${frame.lineNumber}`;
}
