import { type BootstrapData, bootstrapDataSchema } from '@coffer/contract';
import { readBootstrapJson } from './bootstrap-store';

/**
 * Reads the bootstrap data the server wrote into the page, validated against the contract.
 * Its own module: the schema brings zod, which the first paint does without (ADR 0007), so
 * only tests and tools that call this pay for it.
 */
export function readBootstrapData(doc: Document = document): BootstrapData {
  return bootstrapDataSchema.parse(readBootstrapJson(doc));
}
