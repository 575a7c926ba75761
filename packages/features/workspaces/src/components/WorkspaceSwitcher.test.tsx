import { toastStore } from '@coffer/ui/Toast';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getActiveWorkspaceId, setActiveWorkspaceId } from '../active-workspace';
import { workspaceHandlers } from '../mocks';
import { renderWithApp } from '../test/render';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

// jsdom with axe over open overlays is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
/** The dialogs are lazy chunks: on a busy machine their first load takes seconds. */
const LAZY_DIALOG = { timeout: 15_000 };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setActiveWorkspaceId(0);
  server.use(...workspaceHandlers());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openMenu(mode: 'mouse' | 'keyboard') {
  const user = userEvent.setup();
  const trigger = await screen.findByRole('button', { name: 'Workspace: Default' });
  if (mode === 'mouse') await user.click(trigger);
  else {
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
  }
  return { user, menu: await screen.findByRole('menu') };
}

describe.each(['mouse', 'keyboard'] as const)('WorkspaceSwitcher (%s)', (mode) => {
  it('lists the personal workspace first and switches the active workspace cookie', async () => {
    const { container } = renderWithApp(<WorkspaceSwitcher />);
    await expectNoAxeViolations(container);
    const { user, menu } = await openMenu(mode);
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Default', 'Design team', 'Marketing']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(document.body);
    await user.click(items[2]!);
    await waitFor(() => expect(getActiveWorkspaceId()).toBe(8));
    expect(await screen.findByRole('button', { name: 'Workspace: Marketing' })).toBeInTheDocument();
  });
});

describe('WorkspaceSwitcher', () => {
  it('offers no member actions in the personal workspace', async () => {
    renderWithApp(<WorkspaceSwitcher />);
    const { menu } = await openMenu('mouse');
    expect(within(menu).getByRole('menuitem', { name: 'Create workspace' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Manage members' })).toBeNull();
  });

  it('creates a workspace from the dialog and makes it active', async () => {
    renderWithApp(<WorkspaceSwitcher />);
    const { user, menu } = await openMenu('mouse');
    await user.click(within(menu).getByRole('menuitem', { name: 'Create workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create workspace' }, LAZY_DIALOG);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Research');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(getActiveWorkspaceId()).toBe(100));
    expect(await screen.findByRole('button', { name: 'Workspace: Research' })).toBeInTheDocument();
    expect(toastStore.getSnapshot().at(-1)?.message).toBe('Workspace created');
  });

  it('invites by email from Manage members; the invite shows as pending', async () => {
    setActiveWorkspaceId(7);
    renderWithApp(<WorkspaceSwitcher />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Workspace: Design team' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Manage members' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Members of Design team' },
      LAZY_DIALOG,
    );
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Invite by email' }),
      'kay@example.com',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Contributor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('kay@example.com')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Role of kay@example.com: Contributor' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
  });
});
