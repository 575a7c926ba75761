import { z } from 'zod';
import { accountGateCodes } from './constants/auth';

/** A follow-up the client may offer with an error toast (spec §8: "it carries the response's action"). */
export const errorActionSchema = z.object({
  label: z.string(),
  action: z.string(),
});

/** One frame of a debug stack trace (spec §3 "Trace entry"). */
export const traceFrameSchema = z.object({
  path: z.array(z.string()),
  lineNumber: z.number().int(),
  method: z.string(),
  flatIndex: z.number().int(),
  codeSnippet: z.record(z.string(), z.string()),
});

/** Consecutive vendor (node_modules) frames, collapsed into a group. */
export const traceVendorGroupSchema = z.object({
  vendorGroup: z.literal(true),
  items: z.array(traceFrameSchema),
});

export const ignitionTraceSchema = z.object({
  exception: z.string(),
  message: z.string(),
  trace: z.array(z.union([traceFrameSchema, traceVendorGroupSchema])),
  totalVendorGroups: z.number().int(),
});

/**
 * Every non-2xx answer of the API. `errors` maps a field name to its messages
 * (422); `ignitionTrace` is only present on 500s in debug mode.
 */
export const errorPayloadSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  action: errorActionSchema.optional(),
  /** Set when account gating refused the call (a suspended or unconfirmed account). */
  code: z.enum(accountGateCodes).optional(),
  ignitionTrace: ignitionTraceSchema.optional(),
});

export type ErrorAction = z.infer<typeof errorActionSchema>;
export type TraceFrame = z.infer<typeof traceFrameSchema>;
export type TraceVendorGroup = z.infer<typeof traceVendorGroupSchema>;
export type IgnitionTrace = z.infer<typeof ignitionTraceSchema>;
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;
