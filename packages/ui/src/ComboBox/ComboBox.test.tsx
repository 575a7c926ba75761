import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ListBoxItem } from '../ListBox/ListBox';
import { ComboBox, type ComboBoxProps } from './ComboBox';

const zones = ['Europe/Berlin', 'Europe/London', 'America/New_York'].map((id) => ({ id }));

function ZonePicker(props: Partial<ComboBoxProps<{ id: string }>>) {
  return (
    <ComboBox label="Time zone" defaultItems={zones} {...props}>
      {(zone) => <ListBoxItem id={zone.id}>{zone.id}</ListBoxItem>}
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('given a closed combo box, is labelled and has no axe violations', async () => {
    const { container } = render(<ZonePicker />);
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('filters as the user types and Enter picks the focused suggestion', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<ZonePicker onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    await user.click(input);
    await user.keyboard('Europe');
    const list = screen.getByRole('listbox');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await expectNoAxeViolations(list);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('Europe/London');
    expect(input).toHaveValue('Europe/London');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens from its button and Escape closes it, focus staying in the input', async () => {
    const user = userEvent.setup();
    render(<ZonePicker />);
    await user.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
  });

  it('shows the error message when invalid', () => {
    render(<ZonePicker isInvalid errorMessage="Pick a time zone" />);
    expect(screen.getByText('Pick a time zone')).toBeInTheDocument();
  });
});
