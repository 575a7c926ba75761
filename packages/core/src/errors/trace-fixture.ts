import type { IgnitionTrace, TraceFrame } from '@coffer/contract';

function frame(
  flatIndex: number,
  path: string,
  lineNumber: number,
  method: string,
  lines: string[] = [],
): TraceFrame {
  const first = lineNumber - Math.floor(lines.length / 2);
  return {
    path: path.split('/'),
    lineNumber,
    method,
    flatIndex,
    codeSnippet: Object.fromEntries(lines.map((text, i) => [String(first + i), text])),
  };
}

/**
 * A realistic debug trace (as `apps/server/src/platform/http/ignition-trace.ts` builds it):
 * a vendor group first, two app frames, then a larger vendor group. For stories and tests.
 */
export const traceFixture: IgnitionTrace = {
  exception: 'TypeError',
  message: "Cannot read properties of undefined (reading 'size')",
  totalVendorGroups: 2,
  trace: [
    {
      vendorGroup: true,
      items: [frame(0, 'node_modules/kysely/dist/esm/query-executor.js', 37, 'executeQuery')],
    },
    frame(1, 'apps/server/src/modules/files/quota.ts', 12, 'usedSpace', [
      'export async function usedSpace(db: Db, userId: number) {',
      '  const row = await db',
      "    .selectFrom('file_entries')",
      "    .select((eb) => eb.fn.sum<number>('file_size').as('size'))",
      '    .executeTakeFirst();',
      '  return row.size ?? 0;',
      '}',
    ]),
    frame(2, 'apps/server/src/modules/files/routes.ts', 58, 'uploadHandler', [
      "  app.post('/api/v1/uploads', async (request) => {",
      '    const user = request.user!;',
      '    const used = await usedSpace(app.db, user.id);',
      '    if (used + size > limit) throw new HttpProblem(403, OVER_QUOTA);',
      '    return storeUpload(app, request);',
    ]),
    {
      vendorGroup: true,
      items: [
        frame(3, 'node_modules/fastify/lib/handle-request.js', 190, 'preHandlerCallbackInner'),
        frame(4, 'node_modules/fastify/lib/handle-request.js', 155, 'preHandlerCallback'),
        frame(5, 'node_modules/fastify/lib/hooks.js', 236, 'next'),
      ],
    },
  ],
};
