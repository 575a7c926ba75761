import { type RolePayload, rolesApi } from '@coffer/contract';
import { mockEndpoint } from '@coffer/core/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminHandlers } from '../mocks';
import { renderRoutes } from '../test/render';
import { RoleEditorScreen } from './RoleEditorScreen';

vi.setConfig({ testTimeout: 20_000 });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The editor at `path`, the PUT/POST bodies it sends collected in `sent`. */
function openEditor(path: string) {
  const sent: RolePayload[] = [];
  server.use(
    mockEndpoint(rolesApi.update, ({ body }) => {
      sent.push(body);
      return undefined;
    }),
    mockEndpoint(rolesApi.create, ({ body }) => {
      sent.push(body);
      return undefined;
    }),
    ...adminHandlers(),
  );
  const view = renderRoutes(
    [
      { path: 'admin/roles/new', element: <RoleEditorScreen /> },
      { path: 'admin/roles/:roleId/edit', element: <RoleEditorScreen /> },
      { path: 'admin/roles', element: <p>Roles page</p> },
    ],
    { route: path },
  );
  return { ...view, sent };
}

describe('RoleEditorScreen', () => {
  it('given the users role, sends its grants with a new restriction, empty limits as null', async () => {
    const { sent, router } = openEditor('/admin/roles/2/edit');
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('users');
    await user.click(screen.getByRole('checkbox', { name: 'workspaces.create' }));
    const limits = within(screen.getByRole('group', { name: 'Limits of workspaces.create' }));
    await user.type(limits.getByRole('textbox', { name: 'count' }), '5');
    await user.tab();
    await user.click(screen.getByRole('checkbox', { name: 'files.view' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/roles'));
    expect(sent[0]?.permissions).toEqual([
      {
        name: 'files.create',
        restrictions: [
          { name: 'max_files', value: 1000 },
          { name: 'max_space', value: null },
        ],
      },
      { name: 'workspaces.create', restrictions: [{ name: 'count', value: 5 }] },
    ]);
  });

  it('given a new role without a name, says so in the contract’s words and sends nothing', async () => {
    const { sent } = openEditor('/admin/roles/new');
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('given a name the server refuses, shows its message under the field', async () => {
    server.use(...adminHandlers({ roleErrors: { name: ['The name has already been taken.'] } }));
    renderRoutes([{ path: 'admin/roles/new', element: <RoleEditorScreen /> }], {
      route: '/admin/roles/new',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'users');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
  });
});
