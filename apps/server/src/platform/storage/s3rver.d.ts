// s3rver ships no types; only what the local test server uses.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Koa's middleware list (s3rver is a Koa app). */
    middleware: unknown[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  }
}
