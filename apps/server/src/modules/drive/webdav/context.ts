import type { SpaceUsage } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import type { UserRow } from '../../../kernel/users/repo';
import type { IfList } from './if-header';

/** One WebDAV request: who asks, the path it names, and its `If` header. */
export interface DavContext {
  app: AppInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  user: UserRow;
  /** The decoded path under `/dav/`. */
  segments: string[];
  ifLists: IfList[] | null;
  now: string;
  usage(workspaceId: number | null): Promise<SpaceUsage | null>;
}

/** An answer with a WebDAV status (and maybe an XML body) instead of the JSON problem. */
export class DavError extends Error {
  constructor(
    readonly status: number,
    readonly body?: string,
  ) {
    super(`WebDAV ${status}`);
  }
}
