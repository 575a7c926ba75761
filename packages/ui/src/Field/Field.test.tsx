import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'react-aria-components/Input';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FieldHelp } from './Field';
import { FieldLabel } from './FieldLabel';

function InviteCode(props: { isInvalid?: boolean; errorMessage?: string }) {
  return (
    <AriaTextField
      isInvalid={props.isInvalid}
      validate={(value) => (value === 'bad' ? 'Unknown code.' : null)}
      validationBehavior="aria"
    >
      <FieldLabel>Invite code</FieldLabel>
      <Input />
      <FieldHelp description="Letters only." errorMessage={props.errorMessage} />
    </AriaTextField>
  );
}

describe('Field parts', () => {
  it('label and description are wired to the control', async () => {
    const { container } = render(<InviteCode />);
    expect(screen.getByRole('textbox', { name: 'Invite code' })).toHaveAccessibleDescription(
      'Letters only.',
    );
    expect(container.querySelector('[data-field-error]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given an error message from outside, shows it while invalid', async () => {
    const { container } = render(<InviteCode isInvalid errorMessage="That code has expired." />);
    expect(screen.getByRole('textbox', { name: 'Invite code' })).toHaveAccessibleDescription(
      'Letters only. That code has expired.',
    );
    await expectNoAxeViolations(container);
  });

  it("without a message from outside, shows the field's own validation error", async () => {
    const user = userEvent.setup();
    render(<InviteCode />);
    await user.tab();
    await user.keyboard('bad');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Invite code' })).toHaveAccessibleDescription(
      'Letters only. Unknown code.',
    );
  });
});
