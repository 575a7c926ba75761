import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('given keyboard focus, steps with the arrow keys within its bounds', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <NumberField label="Copies" defaultValue={1} minValue={1} maxValue={3} />,
    );
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Copies' });
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('3');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('2');
    await expectNoAxeViolations(container);
  });

  it('steps with the mouse on the stepper buttons', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Copies" defaultValue={2} />);
    await user.click(screen.getByRole('button', { name: /Increase/ }));
    expect(screen.getByRole('textbox', { name: 'Copies' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: /Decrease/ }));
    await user.click(screen.getByRole('button', { name: /Decrease/ }));
    expect(screen.getByRole('textbox', { name: 'Copies' })).toHaveValue('1');
  });

  it('given an error from outside, announces it', async () => {
    const { container } = render(
      <NumberField label="Copies" isInvalid errorMessage="At most 10 copies." />,
    );
    expect(screen.getByRole('textbox', { name: 'Copies' })).toHaveAccessibleDescription(
      'At most 10 copies.',
    );
    await expectNoAxeViolations(container);
  });
});
