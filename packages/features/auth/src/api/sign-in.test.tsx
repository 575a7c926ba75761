import {
  ACTIVE_WORKSPACE_COOKIE,
  ACTIVE_WORKSPACE_EVENT,
  WORKSPACE_MESSAGES,
} from '@coffer/contract';
import { workspaceFixture } from '@coffer/contract/fixtures';
import { clearOnboardingPlan, getCookie, setCookie, storeOnboardingPlan } from '@coffer/core';
import { toast } from '@coffer/ui/Toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signedInBootstrap } from '../mocks/handlers';
import { LoginScreen } from '../screens/LoginScreen';

const signedIn = { 'POST /auth/login': { body: { bootstrapData: signedInBootstrap() } } };
const joinPath = '/workspace/join/login/:inviteId';

async function signIn() {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Phone'));
  await user.paste('ada@example.com');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('secret-password');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  // Joining loads its own chunk first: allow it more than the default second.
  await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/drive'), {
    timeout: 5000,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  setCookie(ACTIVE_WORKSPACE_COOKIE, '0');
});

describe('signing in through a workspace invite', { timeout: 20_000 }, () => {
  it('joins the workspace, makes it the active one and says so, then goes to /drive', async () => {
    const positive = vi.spyOn(toast, 'positive');
    const switched = vi.fn();
    window.addEventListener(ACTIVE_WORKSPACE_EVENT, switched);
    const { calls } = renderScreen(<LoginScreen />, {
      route: '/workspace/join/login/inv-7',
      path: joinPath,
      answers: {
        ...signedIn,
        'GET /api/v1/workspace/join/inv-7': {
          body: { message: WORKSPACE_MESSAGES.joined, workspace: workspaceFixture({ id: 7 }) },
        },
      },
    });
    await signIn();
    expect(calls.map((call) => call.key)).toEqual([
      'POST /auth/login',
      'GET /api/v1/workspace/join/inv-7',
    ]);
    expect(getCookie(ACTIVE_WORKSPACE_COOKIE)).toBe('7');
    expect(switched).toHaveBeenCalledTimes(1);
    expect(positive).toHaveBeenCalledWith('Joined workspace');
    window.removeEventListener(ACTIVE_WORKSPACE_EVENT, switched);
  });

  it('given an answered or expired invite (404), says the invite is no longer valid and stays in the personal workspace', async () => {
    const danger = vi.spyOn(toast, 'danger');
    renderScreen(<LoginScreen />, {
      route: '/workspace/join/login/gone',
      path: joinPath,
      answers: {
        ...signedIn,
        'GET /api/v1/workspace/join/gone': { status: 404, body: { message: 'Not found' } },
      },
    });
    await signIn();
    expect(danger).toHaveBeenCalledWith('This invite is no longer valid');
    expect(getCookie(ACTIVE_WORKSPACE_COOKIE)).toBe('0');
  });

  it('given a plain /login, joins nothing', async () => {
    const { calls } = renderScreen(<LoginScreen />, { route: '/login', answers: signedIn });
    await signIn();
    expect(calls.map((call) => call.key)).toEqual(['POST /auth/login']);
  });
});

describe('signing in after choosing a plan on /pricing', { timeout: 20_000 }, () => {
  afterEach(() => clearOnboardingPlan());

  it('goes to the plan’s checkout instead of /drive', async () => {
    storeOnboardingPlan({ productId: 2, priceId: 12 });
    renderScreen(<LoginScreen />, { route: '/login', answers: signedIn });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Phone'));
    await user.paste('ada@example.com');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('secret-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current path')).toHaveTextContent('/checkout/2/12'),
    );
  });
});
