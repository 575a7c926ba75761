import { expect } from 'vitest';
import { requestsOf } from '../file-requests/file-requests.test-support';
import { requestsDb } from '../file-requests/repo';
import type { Case, Row, SpaceKind } from './authorization-matrix.test-support';
import { unique } from './authorization-matrix.test-support';
import { newRequest, visitorCases } from './authorization-matrix.visitors.test-support';

/*
 * Rows of the file-request routes (modules/file-requests): the owner's side on the shared
 * folder in both spaces; the visitors' side (authorization-matrix.visitors), the same for
 * every caller, in the personal space. Columns: guest, stranger, viewer, editor,
 * contributor, owner, admin.
 */

export function requestCases(kind: SpaceKind): Case[] {
  const managers: Row = [401, 403, 403, 403, 403, 200, 403];
  const owners: Case[] = [
    {
      route: 'GET /api/v1/file-entries/:id/file-requests',
      name: "the shared folder's requests",
      expected: managers,
      prepare: async (cell) => {
        const row = await newRequest(cell);
        return {
          method: 'GET',
          path: requestsOf(cell.space.folder.id),
          check: async (ok, a) => {
            if (ok) expect(a.json.fileRequests.map((r: { id: number }) => r.id)).toContain(row.id);
            else expect(JSON.stringify(a.json ?? {})).not.toContain(row.hash);
          },
        };
      },
    },
    {
      route: 'POST /api/v1/file-entries/:id/file-requests',
      name: 'asking for files into the shared folder',
      expected: managers,
      prepare: async (cell) => {
        const title = unique('Asked');
        return {
          method: 'POST',
          path: requestsOf(cell.space.folder.id),
          body: { title },
          check: async (ok) => {
            const rows = await requestsDb(cell.fx.server.app.db)
              .selectFrom('file_requests')
              .select('id')
              .where('title', '=', title)
              .execute();
            expect(rows.length).toBe(ok ? 1 : 0);
          },
        };
      },
    },
    ...(['PUT', 'DELETE'] as const).map(
      (method): Case => ({
        route: `${method} /api/v1/file-entries/:id/file-requests/:requestId`,
        name: method === 'PUT' ? "changing the owner's request" : "removing the owner's request",
        expected: managers,
        prepare: async (cell) => {
          const row = await newRequest(cell);
          const title = unique('Renamed');
          return {
            method,
            path: `${requestsOf(cell.space.folder.id)}/${row.id}`,
            body: method === 'PUT' ? { title } : undefined,
            check: async (ok) => {
              const after = await requestsDb(cell.fx.server.app.db)
                .selectFrom('file_requests')
                .select('title')
                .where('id', '=', row.id)
                .executeTakeFirst();
              if (method === 'PUT') expect(after?.title).toBe(ok ? title : row.title);
              else expect(Boolean(after)).toBe(!ok);
            },
          };
        },
      }),
    ),
  ];
  return kind === 'personal' ? [...owners, ...visitorCases()] : owners;
}
