import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { loadPage } from '@coffer/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImpersonationBanner } from './ImpersonationBanner';
import { renderShell } from './test-render';

// A page load cannot happen under jsdom: the test sees where the app would load.
vi.mock('@coffer/core', async (actual) => ({
  ...(await actual<typeof import('@coffer/core')>()),
  loadPage: vi.fn(),
}));

const admin = userFixture({ id: 1, name: 'Ada Lovelace' });
const impersonating = bootstrapFixture({
  user: userFixture({ id: 5, name: 'Grace Hopper' }),
  impersonator: { id: 1, name: 'Ada Lovelace' },
});

describe('ImpersonationBanner', () => {
  it('given an impersonated session, names the user whose account this is', () => {
    renderShell(<ImpersonationBanner />, { data: impersonating, route: '/drive' });
    expect(screen.getByRole('region', { name: 'Impersonation' })).toHaveTextContent(
      'You are signed in as Grace Hopper',
    );
  });

  it('after pressing Stop impersonating, ends it and loads the admin’s user list afresh', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${new URL(url, 'http://localhost').pathname}`);
      const bootstrapData = bootstrapFixture({ user: admin, impersonator: null });
      return new Response(JSON.stringify({ bootstrapData }), { status: 200 });
    });
    renderShell(<ImpersonationBanner />, {
      data: impersonating,
      route: '/drive',
      fetch: fetch as typeof globalThis.fetch,
    });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop impersonating' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin/users'));
    expect(calls).toEqual(['POST /api/v1/users/stop-impersonating']);
  });

  it('given the admin’s own session, shows nothing', () => {
    renderShell(<ImpersonationBanner />, {
      data: bootstrapFixture({ user: admin, impersonator: null }),
    });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
