import { expect } from 'vitest';
import { publicOf } from '../file-requests/file-requests.test-support';
import { requestsDb } from '../file-requests/repo';
import { type Case, type Cell, LINK_PASSWORD } from './authorization-matrix.test-support';
import { bytes, newRequest, raw, visit } from './authorization-matrix.visitors.test-support';

/*
 * The rules of file requests for visitors (guest, stranger), beside those of public links:
 * password, deadline with late uploads on or off, removal.
 */

/** The rules of a request's page for visitors (guest, stranger): password, deadline, removal. */
export function requestRuleCases(): Case<readonly [number, number]>[] {
  const base = '/api/v1/file-requests/:hash';
  const creation = (hash: string) =>
    raw('POST', publicOf(hash, '/upload'), {
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `name ${Buffer.from('late.txt').toString('base64')}`,
    });
  const closeNow = (cell: Cell, id: number, lateAllowed: boolean) =>
    requestsDb(cell.fx.server.app.db)
      .updateTable('file_requests')
      .set({
        deadline: new Date(Date.now() - 60_000).toISOString(),
        allow_late_uploads: lateAllowed ? 1 : 0,
      })
      .where('id', '=', id)
      .execute();
  const naming = { name: 'Someone', email: 'someone@example.com' };
  return [
    {
      route: `GET ${base}`,
      name: 'request, locked: page',
      expected: [200, 200],
      prepare: async (cell) => {
        const row = await newRequest(cell, { locked: true });
        return {
          method: 'GET',
          path: publicOf(row.hash),
          check: async (_ok, a) =>
            expect(a.json).toMatchObject({ passwordRequired: true, uploads: null, visitor: null }),
        };
      },
    },
    {
      route: `POST ${base}/visitor`,
      name: 'request, locked: naming oneself',
      expected: [403, 403],
      prepare: async (cell) => {
        const row = await newRequest(cell, { locked: true });
        return { method: 'POST', path: publicOf(row.hash, '/visitor'), body: naming };
      },
    },
    {
      route: `POST ${base}/visitor`,
      name: 'request, locked, password proven: naming oneself',
      expected: [200, 200],
      prepare: async (cell) => {
        const row = await newRequest(cell, { locked: true });
        await cell.browser.post(publicOf(row.hash, '/check-password'), { password: LINK_PASSWORD });
        return { method: 'POST', path: publicOf(row.hash, '/visitor'), body: naming };
      },
    },
    {
      route: `POST ${base}/visitor`,
      name: 'request, deadline passed: naming oneself',
      expected: [403, 403],
      prepare: async (cell) => {
        const row = await newRequest(cell, { closed: true });
        return { method: 'POST', path: publicOf(row.hash, '/visitor'), body: naming };
      },
    },
    ...[false, true].map(
      (lateAllowed): Case<readonly [number, number]> => ({
        route: `POST ${base}/upload`,
        name: `request, deadline passed, late uploads ${lateAllowed ? 'on' : 'off'}: upload`,
        expected: lateAllowed ? [201, 201] : [403, 403],
        prepare: async (cell) => {
          const row = await newRequest(cell);
          await visit(cell.browser, row.hash);
          await closeNow(cell, row.id, lateAllowed);
          return creation(row.hash);
        },
      }),
    ),
    {
      route: `GET ${base}`,
      name: 'request removed: page',
      expected: [404, 404],
      prepare: async (cell) => {
        const row = await newRequest(cell);
        await requestsDb(cell.fx.server.app.db)
          .deleteFrom('file_requests')
          .where('id', '=', row.id)
          .execute();
        return { method: 'GET', path: publicOf(row.hash) };
      },
    },
  ];
}
