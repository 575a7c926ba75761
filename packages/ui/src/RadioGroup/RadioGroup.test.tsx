import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

function View(props: Partial<React.ComponentProps<typeof RadioGroup>>) {
  return (
    <RadioGroup label="Default view" {...props}>
      <Radio value="list">List</Radio>
      <Radio value="grid">Grid</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is one tab stop; arrow keys move and select', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<View onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Default view' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'List' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Grid' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('grid');
    await expectNoAxeViolations(container);
  });

  it('selects with the mouse', async () => {
    const user = userEvent.setup();
    render(<View defaultValue="grid" />);
    await user.click(screen.getByText('List'));
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
  });

  it('given an error from outside, announces it on the group', async () => {
    const { container } = render(<View isInvalid errorMessage="Choose a view." />);
    expect(screen.getByRole('radiogroup', { name: 'Default view' })).toHaveAccessibleDescription(
      'Choose a view.',
    );
    await expectNoAxeViolations(container);
  });
});
