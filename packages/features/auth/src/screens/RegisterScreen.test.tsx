import type { MenuItem } from '@coffer/contract';
import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import { toast } from '@coffer/ui/Toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signedInBootstrap } from '../mocks/handlers';
import { RegisterScreen } from './RegisterScreen';

const passHumanCheck = vi.hoisted(() => vi.fn());
vi.mock('@coffer/core/human-check', () => ({ passHumanCheck }));

const terms = {
  id: 'terms',
  item: { id: 'terms', type: 'route', label: 'Terms of Service', action: '/terms' } as MenuItem,
};
const registered = {
  'POST /auth/register': { body: { bootstrapData: signedInBootstrap(), status: 'success' } },
};

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  const fields = [
    ['Email', 'grace@example.com'],
    ['Password', 'a long passphrase'],
    ['Confirm password', 'a long passphrase'],
  ] as const;
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

afterEach(() => vi.restoreAllMocks());

describe('registration', { timeout: 20_000 }, () => {
  it('sends one boolean per accepted policy and the invite of a workspace path', async () => {
    const user = userEvent.setup();
    const settings = settingsFixture({
      registration: { disable: false, policies: [terms], fields: [] },
    });
    const { calls } = renderScreen(<RegisterScreen />, {
      route: '/workspace/join/register/42',
      path: '/workspace/join/register/:inviteId',
      bootstrap: bootstrapFixture({ settings }),
      answers: registered,
    });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must accept the Terms of Service.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const registrations = () => calls.filter((call) => call.key === 'POST /auth/register');
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]?.body).toEqual({
      email: 'grace@example.com',
      password: 'a long passphrase',
      password_confirmation: 'a long passphrase',
      terms: true,
      invite_id: '42',
      invite_type: 'workspace',
    });
  });

  it('given the human check is on and fails, says so and does not register', async () => {
    const user = userEvent.setup();
    const danger = vi.spyOn(toast, 'danger');
    passHumanCheck.mockRejectedValueOnce(new Error('no'));
    const settings = settingsFixture({
      recaptcha: {
        site_key: '',
        enable: { register: true, contact: false, unsubscribe: false, link_creation: false },
      },
    });
    const { calls } = renderScreen(<RegisterScreen />, {
      route: '/register',
      bootstrap: bootstrapFixture({ settings }),
      answers: registered,
    });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(danger).toHaveBeenCalledWith('Could not verify you are human.'));
    expect(calls).toEqual([]);
  });

  it('given the human check passes, registers after it', async () => {
    const user = userEvent.setup();
    passHumanCheck.mockResolvedValueOnce(undefined);
    const settings = settingsFixture({
      recaptcha: {
        site_key: '',
        enable: { register: true, contact: false, unsubscribe: false, link_creation: false },
      },
    });
    const { calls } = renderScreen(<RegisterScreen />, {
      route: '/register',
      bootstrap: bootstrapFixture({ settings }),
      answers: registered,
    });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/drive'));
    expect(passHumanCheck).toHaveBeenCalledWith(expect.anything(), 'register');
    expect(calls.map((c) => c.key)).toEqual(['POST /auth/register']);
  });

  it('given registration is disabled and no invite, goes to /login', async () => {
    const settings = settingsFixture({ registration: { disable: true, policies: [], fields: [] } });
    renderScreen(<RegisterScreen />, {
      route: '/register',
      bootstrap: bootstrapFixture({ settings }),
    });
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/login'));
  });
});
