import { Button } from '@coffer/ui/Button';
import { dialogStore } from '@coffer/ui/DialogOutlet';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, renderWithServer } from '../../test/render';
import { usePasswordConfirmation } from './password-confirmation';

const STATUS = 'GET /auth/user/confirmed-password-status';
const CONFIRM = 'POST /auth/user/confirm-password';

/** A sensitive action guarded by the confirmation, showing what `confirm()` resolved. */
function SensitiveAction() {
  const { confirm } = usePasswordConfirmation();
  const [outcome, setOutcome] = useState('none');
  return (
    <>
      <Button onPress={async () => setOutcome(String(await confirm()))}>Enable</Button>
      <output aria-label="Outcome">{outcome}</output>
    </>
  );
}

function setup(answers: Record<string, Answer>) {
  const user = userEvent.setup();
  const rendered = renderWithServer(<SensitiveAction />, { answers });
  return { user, ...rendered };
}

// The outlet's store is global: a dialog left open would hide the next test's page.
afterEach(() => act(() => dialogStore.closeDialog()));

describe.each(['mouse', 'keyboard'] as const)('password confirmation (%s)', (mode) => {
  const press = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    const button = screen.getByRole('button', { name });
    if (mode === 'mouse') return user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
  };

  it('given a confirmation inside the 9000 s window, goes ahead without a dialog', async () => {
    const { user, calls } = setup({ [STATUS]: { body: { confirmed: true } } });
    await press(user, 'Enable');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Outcome' })).toHaveTextContent('true'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((c) => c.key)).toEqual([STATUS]);
  });

  it('given a lapsed window, asks for the password, sends it and goes ahead', async () => {
    const { user, calls } = setup({
      [STATUS]: { body: { confirmed: false } },
      [CONFIRM]: { body: { confirmed: true } },
    });
    await press(user, 'Enable');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm password' });
    await expectNoAxeViolations(dialog);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await press(user, 'Confirm');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Outcome' })).toHaveTextContent('true'),
    );
    expect(calls.find((c) => c.key === CONFIRM)?.body).toEqual({ password: 'correct horse' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // An axe pass and typing in a dialog outlast the default on a loaded machine.
  }, 15_000);

  it('given a wrong password, shows the server message on the field and stays open', async () => {
    const message = 'The provided password was incorrect.';
    const { user } = setup({
      [STATUS]: { body: { confirmed: false } },
      [CONFIRM]: { status: 422, body: { message, errors: { password: [message] } } },
    });
    await press(user, 'Enable');
    await user.type(await screen.findByLabelText('Password'), 'nope');
    await press(user, 'Confirm');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm password' })).toBeInTheDocument();
    // The page behind the modal is hidden from assistive technology while it is open.
    expect(screen.getByRole('status', { name: 'Outcome', hidden: true })).toHaveTextContent('none');
  });

  it('given Cancel, resolves false and focus returns to the trigger', async () => {
    const { user, calls } = setup({ [STATUS]: { body: { confirmed: false } } });
    await press(user, 'Enable');
    await screen.findByRole('dialog', { name: 'Confirm password' });
    await press(user, 'Cancel');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Outcome' })).toHaveTextContent('false'),
    );
    expect(calls.some((c) => c.key === CONFIRM)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enable' })).toHaveFocus());
  });

  it('given no password, says it is required and sends nothing', async () => {
    const { user, calls } = setup({ [STATUS]: { body: { confirmed: false } } });
    await press(user, 'Enable');
    await screen.findByRole('dialog', { name: 'Confirm password' });
    await press(user, 'Confirm');
    expect(await screen.findByText('The password field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === CONFIRM)).toBe(false);
  });
});
