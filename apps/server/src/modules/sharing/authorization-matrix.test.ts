/*
 * Authorization matrix of every drive and sharing route (issue 11).
 *
 * Columns (7): guest (no session), stranger (signed in, no relation), viewer (sharee:
 * view + download), editor (sharee: edit, no download), contributor (Contributor of the
 * workspace), owner (owns the entries; workspace Admin), admin (holds the `admin`
 * permission, no relation to the entries).
 * Rows: every drive, sharing, file-request, version and WebDAV route of the route table (90
 * routes) has one or more, run on a shared folder in a workspace and again in the owner's personal
 * space (the visitors' side of file requests in the personal space only), plus the rules
 * of public links and file requests (password, downloads off, limit, expiry, deadline,
 * removal, outside the link) for guest and stranger.
 * Size (SIZE below): 189 rows × 7 columns = 1323 cells, and 42 rule rows × 2 columns
 * = 84 cells, and 26 billing rows × 4 columns (guest, stranger, owner as the subscriber,
 * admin) = 104 cells: 257 rows, 1511 cells over 116 routes.
 * The expected tables are rendered into docs/authorization-matrix.md (a file snapshot:
 * run with `-u` to rewrite it after a deliberate change).
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../../test/harness';
import {
  BILLING_CALLERS,
  billingCases,
  billingRouteKeys,
  buildBillingFixture,
} from './authorization-matrix.billing.test-support';
import { billingAdminCases } from './authorization-matrix.billing-admin.test-support';
import { type DocSection, renderDoc } from './authorization-matrix.doc.test-support';
import { driveCases } from './authorization-matrix.drive.test-support';
import { entryCases } from './authorization-matrix.entries.test-support';
import { LINK_VISITORS, linkRuleCases } from './authorization-matrix.links.test-support';
import { requestRuleCases } from './authorization-matrix.request-rules.test-support';
import { requestCases } from './authorization-matrix.requests.test-support';
import {
  collectRoutes,
  driveRouteKeys,
  labelled,
  type RouteRecord,
  runRow,
} from './authorization-matrix.runner.test-support';
import { sharingCases } from './authorization-matrix.sharing.test-support';
import { storageCases } from './authorization-matrix.storage.test-support';
import {
  buildFixture,
  type Case,
  type Fixture,
  PRINCIPALS,
  type SpaceKind,
} from './authorization-matrix.test-support';
import { versionCases } from './authorization-matrix.versions.test-support';
import { webdavCases } from './authorization-matrix.webdav.test-support';

const SIZE = { routes: 90 + 26, rows: 189 + 42 + 26, cells: 1323 + 84 + 104 };
const SPACES: SpaceKind[] = ['workspace', 'personal'];
const DOC = fileURLToPath(new URL('../../../../../docs/authorization-matrix.md', import.meta.url));

const casesOf = (kind: SpaceKind): Case[] => [
  ...driveCases(kind),
  ...entryCases(kind),
  ...storageCases(kind),
  ...sharingCases(kind),
  ...requestCases(kind),
  ...versionCases(kind),
  ...webdavCases(kind),
];

const ruleCases = () => [...linkRuleCases(), ...requestRuleCases()];
const billingRows = () => [...billingCases(), ...billingAdminCases()];

function sections(): DocSection[] {
  const space = (kind: SpaceKind, where: string): DocSection => ({
    title: `Shared folder in ${where}`,
    intro: `The owner's folder in ${where}, shared with viewer and editor, holding a file, a sub-folder with a password-locked link and a folder with an open link.`,
    principals: PRINCIPALS,
    rows: casesOf(kind),
  });
  return [
    space('workspace', 'a workspace'),
    space('personal', "the owner's personal space"),
    {
      title: 'Public link and file request rules',
      intro:
        'Each cell makes a folder with a file and a link, or a file request, in the state the row names.',
      principals: LINK_VISITORS,
      rows: ruleCases(),
    },
    {
      title: 'Billing',
      intro:
        "Plans, checkout, the subscriber's billing calls, unsubscribe, webhooks and the admin's subscriptions, with billing and the test gateway on. The owner is the subscriber (their subscription, its invoice, their phone); each cell starts with the owner subscribed and nobody else.",
      principals: BILLING_CALLERS,
      rows: billingRows(),
    },
  ];
}

for (const kind of databaseKinds()) {
  describe(`authorization matrix [${kind}]`, () => {
    const routes: RouteRecord[] = [];
    let server: TestServer;
    let fx: Fixture;
    let cleanup = async () => {};
    beforeAll(async () => {
      const started = await startTestServer(kind, {}, { onRoute: collectRoutes(routes) });
      server = started.server;
      cleanup = started.cleanup;
      fx = await buildFixture(server);
    });
    afterAll(async () => cleanup());

    it('lists every drive, sharing and billing route of the route table, and no other', () => {
      const listed = [...new Set(SPACES.flatMap(casesOf).map((c) => c.route))].sort();
      expect(listed).toEqual(driveRouteKeys(routes));
      const billing = [...new Set(billingRows().map((c) => c.route))].sort();
      expect(billing).toEqual(billingRouteKeys(routes));
      // Routes are told apart by the module that adds them, whatever their URL.
      const fromModule = (url: string) => routes.find((r) => r.url === url)?.fromModule;
      expect([fromModule('/api/v1/shareable-links/:hash'), fromModule('/auth/login')]).toEqual([
        true,
        false,
      ]);
      const all = sections();
      const rows = all.reduce((n, s) => n + s.rows.length, 0);
      const cells = all.reduce((n, s) => n + s.rows.length * s.principals.length, 0);
      expect({ routes: listed.length + billing.length, rows, cells }).toEqual(SIZE);
    });

    it('docs/authorization-matrix.md shows the expected statuses', async () => {
      await expect(renderDoc(SIZE, sections())).toMatchFileSnapshot(DOC);
    });

    for (const space of SPACES) {
      describe(`${space} space`, () => {
        for (const row of casesOf(space)) {
          it(`${row.route} (${row.name})`, async () => {
            const result = await runRow(fx, fx.spaces[space], row);
            expect(result).toEqual({ statuses: labelled(row.expected), problems: [] });
          });
        }
      });
    }

    describe('billing', () => {
      beforeAll(async () => buildBillingFixture(fx));
      for (const row of billingRows()) {
        it(`${row.route} (${row.name})`, async () => {
          const result = await runRow(fx, fx.spaces.personal, row, BILLING_CALLERS);
          expect(result).toEqual({
            statuses: labelled(row.expected, BILLING_CALLERS),
            problems: [],
          });
        });
      }
    });

    describe('public link and file request rules', () => {
      for (const row of ruleCases()) {
        it(`${row.route} (${row.name})`, async () => {
          const result = await runRow(fx, fx.spaces.personal, row, LINK_VISITORS);
          expect(result).toEqual({
            statuses: labelled(row.expected, LINK_VISITORS),
            problems: [],
          });
        });
      }
    });
  });
}
