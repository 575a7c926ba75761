import { openApiDocument } from '@coffer/contract';
import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServer } from '../../test/render';
import { AccountSettingsPage } from './AccountSettingsPage';
import { ApiDocsPage } from './ApiDocsPage';

const openApi = {
  'GET /api/v1/openapi.json': {
    body: { openapi: '3.0.3', info: { title: 'Coffer API', version: '1' }, paths: {} },
  },
};
const apiAccess = [{ name: 'api.access', restrictions: [] }];
const withBilling = (enable: boolean) =>
  settingsFixture({ billing: { ...settingsFixture().billing, enable } });

describe('/api-docs needs api.access (spec §2.2, §6)', () => {
  it('opens for a guest when the guest role holds it, with no login needed', async () => {
    renderWithServer(<ApiDocsPage />, {
      route: '/api-docs',
      answers: openApi,
      bootstrap: bootstrapFixture({ user: null, guest_permissions: apiAccess }),
    });
    // The first endpoint call loads the contract's schemas to check its answer.
    expect(
      await screen.findByRole('heading', { name: /Coffer API/ }, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 15_000);

  it('sends a guest without it to /login', async () => {
    renderWithServer(<ApiDocsPage />, {
      route: '/api-docs',
      bootstrap: bootstrapFixture({ user: null, guest_permissions: [] }),
    });
    expect(await screen.findByText('Page /login')).toBeInTheDocument();
  });

  it('sends a user without it to /404, or to /pricing when billing is on and they have no subscription', async () => {
    const user = userFixture({ permissions: [] });
    const first = renderWithServer(<ApiDocsPage />, {
      route: '/api-docs',
      bootstrap: bootstrapFixture({ user, settings: withBilling(false) }),
    });
    expect(await screen.findByText('Page /404')).toBeInTheDocument();
    first.unmount();
    renderWithServer(<ApiDocsPage />, {
      route: '/api-docs',
      bootstrap: bootstrapFixture({ user, settings: withBilling(true) }),
    });
    expect(await screen.findByText('Page /pricing')).toBeInTheDocument();
  });
});

describe('/api-docs shows the generated document', () => {
  it('shows each operation with who may call it', async () => {
    renderWithServer(<ApiDocsPage />, {
      route: '/api-docs',
      // The document the server generates from the endpoint map.
      answers: { 'GET /api/v1/openapi.json': { body: openApiDocument('Coffer') } },
      bootstrap: bootstrapFixture({ user: userFixture({ permissions: apiAccess }) }),
    });
    // Every endpoint is a region: role queries over that many take a while in jsdom.
    const docs = await screen.findByRole(
      'region',
      { name: 'GET /api/v1/openapi.json' },
      { timeout: 10_000 },
    );
    expect(within(docs).getByText('Needs the `api.access` permission.')).toBeInTheDocument();
    const revoke = screen.getByRole('region', { name: 'DELETE /api/v1/access-tokens/{id}' });
    expect(
      within(revoke).getByText('Needs the `api.access` permission and a signed-in user.'),
    ).toBeInTheDocument();
  }, 20_000);
});

describe('/account-settings needs a signed-in user (spec §6)', () => {
  it('sends a guest to /login', async () => {
    renderWithServer(<AccountSettingsPage />, {
      route: '/account-settings',
      bootstrap: bootstrapFixture({ user: null }),
    });
    expect(await screen.findByText('Page /login')).toBeInTheDocument();
  });
});
