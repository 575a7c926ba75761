import { bootstrapFixture } from '@coffer/contract/fixtures';
import { APPEARANCE_EDITOR_FRAME_ID, LOGOUT_BLOCKED_MESSAGE } from '@coffer/core';
import { toast } from '@coffer/ui/Toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signedInBootstrap } from '../mocks/handlers';
import { SuspendedScreen } from '../screens/SuspendedScreen';

const loggedOut = { 'POST /auth/logout': { body: { bootstrapData: bootstrapFixture() } } };

function renderSuspended() {
  return renderScreen(<SuspendedScreen />, {
    route: '/drive',
    answers: loggedOut,
    bootstrap: signedInBootstrap(),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the gated screens' Logout", { timeout: 15_000 }, () => {
  it('posts auth/logout, takes the guest bootstrap data and goes to /login', async () => {
    const { calls, bootstrap } = renderSuspended();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/login'));
    expect(calls.map((call) => call.key)).toEqual(['POST /auth/logout']);
    expect(bootstrap.get().user).toBeNull();
  });

  it("in the appearance editor's preview, is refused with a toast and sends nothing", async () => {
    vi.stubGlobal(
      'frameElement',
      Object.assign(document.createElement('iframe'), {
        id: APPEARANCE_EDITOR_FRAME_ID,
      }),
    );
    const danger = vi.spyOn(toast, 'danger');
    const { calls, bootstrap } = renderSuspended();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(danger).toHaveBeenCalledWith(LOGOUT_BLOCKED_MESSAGE);
    expect(calls).toEqual([]);
    expect(bootstrap.get().user).not.toBeNull();
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/drive');
  });
});
