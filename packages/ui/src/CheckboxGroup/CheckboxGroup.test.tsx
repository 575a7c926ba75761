import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

function Notify(props: Partial<React.ComponentProps<typeof CheckboxGroup>>) {
  return (
    <CheckboxGroup label="Notify me about" description="Pick any." {...props}>
      <Checkbox value="shares">New shares</Checkbox>
      <Checkbox value="comments">Comments</Checkbox>
    </CheckboxGroup>
  );
}

describe('CheckboxGroup', () => {
  it('is a labelled group; Tab moves between choices and Space selects', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Notify onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Notify me about' })).toHaveAccessibleDescription(
      'Pick any.',
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Comments' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['comments']);
    await expectNoAxeViolations(container);
  });

  it('given an error from outside, announces it on the group', async () => {
    const { container } = render(<Notify isInvalid errorMessage="Pick at least one." />);
    expect(screen.getByRole('group', { name: 'Notify me about' })).toHaveAccessibleDescription(
      /Pick at least one\./,
    );
    await expectNoAxeViolations(container);
  });
});
