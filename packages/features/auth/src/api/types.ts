import type { BootstrapData } from '@coffer/contract';

/** `{ bootstrapData }`: the answer of every call that signs someone in or out (contract `bootstrapDataResponseSchema`). */
export interface BootstrapDataAnswer {
  bootstrapData: BootstrapData;
}
