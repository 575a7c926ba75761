import { impersonationApi } from '@coffer/contract';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { loadPage } from '@coffer/core';
import { mockEndpoint } from '@coffer/core/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUserFixtures } from '../mocks';
import { renderRoutes } from '../test/render';
import { UserRowActions } from './UserRowActions';

vi.setConfig({ testTimeout: 20_000 });
// A page load cannot happen under jsdom: the test sees where the app would load.
vi.mock('@coffer/core', async (actual) => ({
  ...(await actual<typeof import('@coffer/core')>()),
  loadPage: vi.fn(),
}));
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const grace = adminUserFixtures()[1]!;
const graceSession = bootstrapFixture({
  user: userFixture({ id: grace.id, name: grace.name, email: grace.email }),
  impersonator: { id: 1, name: 'Ada Lovelace' },
});

/** The row menu of `user` on the user list, opened by keyboard. */
async function openMenu(user = grace) {
  const calls: number[] = [];
  server.use(
    mockEndpoint(impersonationApi.impersonate, ({ params }) => {
      calls.push(Number(params.id));
      return { bootstrapData: graceSession };
    }),
  );
  const view = renderRoutes(
    [
      { path: 'admin/users', element: <UserRowActions user={user} onAction={() => {}} /> },
      { path: 'drive', element: <p>Drive page</p> },
    ],
    { route: '/admin/users' },
  );
  const keyboard = userEvent.setup();
  screen.getByRole('button', { name: `Actions for ${user.name}` }).focus();
  await keyboard.keyboard('{Enter}');
  await screen.findByRole('menu');
  return { ...view, calls, keyboard };
}

describe('UserRowActions impersonation', () => {
  it('after choosing Impersonate, loads the user’s drive afresh', async () => {
    const { calls, keyboard } = await openMenu();
    const item = screen.getByRole('menuitem', { name: 'Impersonate' });
    while (document.activeElement !== item) await keyboard.keyboard('{ArrowDown}');
    await keyboard.keyboard('{Enter}');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/drive'));
    expect(calls).toEqual([grace.id]);
  });

  it('given a suspended user, offers no Impersonate', async () => {
    await openMenu({ ...grace, banned_at: '2026-02-01T10:00:00.000Z' });
    expect(screen.queryByRole('menuitem', { name: 'Impersonate' })).toBeNull();
  });
});
