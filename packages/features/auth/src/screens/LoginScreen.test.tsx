import { traceFixture, userFixture } from '@coffer/contract/fixtures';
import { dialogStore } from '@coffer/ui/DialogOutlet';
import { toast } from '@coffer/ui/Toast';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { MOCK_RECOVERY_CODE, signedInBootstrap } from '../mocks/handlers';
import { LoginScreen } from './LoginScreen';

const wrongCredentials = {
  status: 422,
  body: {
    message: 'These credentials do not match our records.',
    errors: { phone: ['These credentials do not match our records.'] },
  },
};

async function submitCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Phone'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('login form', () => {
  it('given empty fields, shows the required messages and focuses the phone field', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<LoginScreen />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The phone field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('given the server refuses the credentials, shows its error under the phone field and focuses it', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<LoginScreen />, {
      answers: { 'POST /auth/login': wrongCredentials },
    });
    await submitCredentials(user);
    expect(
      await screen.findByText('These credentials do not match our records.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveFocus());
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
  });

  it('sends remember: true by default, then stores the session and goes to /drive', async () => {
    const user = userEvent.setup();
    const data = signedInBootstrap();
    const { calls, bootstrap } = renderScreen(<LoginScreen />, {
      answers: { 'POST /auth/login': { body: { bootstrapData: data } } },
    });
    expect(screen.getByRole('checkbox', { name: 'Stay signed in for a month' })).toBeChecked();
    await submitCredentials(user);
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/drive'));
    expect(calls[0]).toEqual({
      key: 'POST /auth/login',
      body: { phone: 'ada@example.com', password: 'secret-password', remember: true },
    });
    expect(bootstrap.get().user?.email).toBe(userFixture().email);
  });

  it("given 'Stay signed in for a month' unchecked, sends remember: false", async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<LoginScreen />, {
      answers: { 'POST /auth/login': { body: { bootstrapData: signedInBootstrap() } } },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Stay signed in for a month' }));
    await submitCredentials(user);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      phone: 'ada@example.com',
      password: 'secret-password',
      remember: false,
    });
  });
});

describe('two-factor challenge', () => {
  const twoFactor = { 'POST /auth/login': { body: { two_factor: true } } };

  it('given a two_factor answer, asks for the 6-character code instead of signing in', async () => {
    const user = userEvent.setup();
    const { bootstrap, container } = renderScreen(<LoginScreen />, { answers: twoFactor });
    await submitCredentials(user);
    // The challenge is a lazy chunk: its first load may outlast the default second.
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('maxlength', '6');
    expect(bootstrap.get().user).toBeNull();
    await user.type(screen.getByLabelText('Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The code must be 6 characters.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('after switching to a recovery code, takes 21 characters and sends recovery_code only', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<LoginScreen />, {
      answers: {
        ...twoFactor,
        'POST /auth/two-factor-challenge': { body: { bootstrapData: signedInBootstrap() } },
      },
    });
    await submitCredentials(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveAttribute('maxlength', '21');
    expect(screen.queryByLabelText('Code')).toBeNull();
    await user.type(field, MOCK_RECOVERY_CODE);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/drive'));
    expect(calls.at(-1)).toEqual({
      key: 'POST /auth/two-factor-challenge',
      body: { recovery_code: MOCK_RECOVERY_CODE },
    });
  });

  it('switching back offers the authentication code again', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { answers: twoFactor });
    await submitCredentials(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.click(screen.getByRole('button', { name: 'Use an authentication code' }));
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });
});

describe('login errors other than field errors (the generic HTTP error toast, spec §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // The dialog outlet's store is global: close what a test opened.
    dialogStore.closeDialog();
  });

  it('given a debug server answers with an ignitionTrace, opens the error dialog', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, {
      answers: {
        'POST /auth/login': {
          status: 500,
          body: { message: 'Server Error', ignitionTrace: traceFixture },
        },
      },
    });
    await submitCredentials(user);
    const dialog = await screen.findByRole('dialog', { name: 'An error occured' });
    expect(dialog).toHaveTextContent(traceFixture.message);
  });

  it("given a refusal without field errors, toasts the server's message with its action", async () => {
    const user = userEvent.setup();
    const danger = vi.spyOn(toast, 'danger');
    renderScreen(<LoginScreen />, {
      answers: {
        'POST /auth/login': {
          status: 403,
          body: {
            message: 'Too many attempts.',
            action: { label: 'Reset password', action: '/forgot-password' },
          },
        },
      },
    });
    await submitCredentials(user);
    await waitFor(() =>
      expect(danger).toHaveBeenCalledWith('Too many attempts.', {
        action: { label: 'Reset password', href: '/forgot-password' },
      }),
    );
  });
});
