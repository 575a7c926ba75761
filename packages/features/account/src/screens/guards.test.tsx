import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServer } from '../../test/render';
import { AccountSettingsPage } from './AccountSettingsPage';
import { ApiDocsPage } from './ApiDocsPage';

const openApi = {
  'GET /api/v1/openapi.json': {
    body: { openapi: '3.1.0', info: { title: 'Coffer API', version: '1' }, paths: {} },
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
    expect(await screen.findByRole('heading', { name: /Coffer API/ })).toBeInTheDocument();
  });

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

describe('/account-settings needs a signed-in user (spec §6)', () => {
  it('sends a guest to /login', async () => {
    renderWithServer(<AccountSettingsPage />, {
      route: '/account-settings',
      bootstrap: bootstrapFixture({ user: null }),
    });
    expect(await screen.findByText('Page /login')).toBeInTheDocument();
  });
});
