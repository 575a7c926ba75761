import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ListBoxItem } from '../ListBox/ListBox';
import { Select, type SelectProps } from './Select';

const roles = ['Admin', 'Billing', 'Browser', 'Editor'];

function RoleSelect(props: Partial<SelectProps<object>>) {
  return (
    <Select label="Role" {...props}>
      {roles.map((r) => (
        <ListBoxItem key={r} id={r}>
          {r}
        </ListBoxItem>
      ))}
    </Select>
  );
}

afterEach(() => vi.useRealTimers());

describe('Select', () => {
  it('given a closed select, is labelled and has no axe violations', async () => {
    const { container } = render(<RoleSelect description="What the member may do" />);
    expect(screen.getByRole('button', { name: /Role/ })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  describe.each(['mouse', 'keyboard'] as const)('chosen with the %s', (input) => {
    it('opens, selects an option, closes and returns focus to the trigger', async () => {
      const user = userEvent.setup();
      const onSelectionChange = vi.fn();
      render(<RoleSelect onSelectionChange={onSelectionChange} />);
      const trigger = screen.getByRole('button', { name: /Role/ });
      if (input === 'mouse') {
        await user.click(trigger);
        await expectNoAxeViolations(screen.getByRole('listbox'));
        await user.click(screen.getByRole('option', { name: 'Billing' }));
      } else {
        await user.tab();
        await user.keyboard('{ArrowDown}');
        await waitFor(() => expect(screen.getByRole('option', { name: 'Admin' })).toHaveFocus());
        await user.keyboard('{ArrowDown}{Enter}');
      }
      expect(onSelectionChange).toHaveBeenCalledWith('Billing');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(trigger).toHaveTextContent('Billing');
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  });

  it('after pressing Escape, closes without choosing and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<RoleSelect onSelectionChange={onSelectionChange} />);
    const trigger = screen.getByRole('button', { name: /Role/ });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onSelectionChange).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows the error message when invalid', async () => {
    const { container } = render(<RoleSelect isInvalid errorMessage="Choose a role" />);
    expect(screen.getByText('Choose a role')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  describe('type-ahead on the closed trigger', () => {
    const at = (ms: number) => vi.setSystemTime(new Date(Date.UTC(2026, 0, 1, 0, 0, 0, ms)));

    it('selects by typed prefix, and a pause over 500 ms starts a new search', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const user = userEvent.setup();
      render(<RoleSelect />);
      const trigger = screen.getByRole('button', { name: /Role/ });
      await user.tab();
      at(0);
      await user.keyboard('b');
      expect(trigger).toHaveTextContent('Billing');
      at(300);
      await user.keyboard('r');
      expect(trigger).toHaveTextContent('Browser');
      at(900);
      await user.keyboard('e');
      expect(trigger).toHaveTextContent('Editor');
    });
  });
});
