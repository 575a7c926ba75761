import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('given text, submits it with Enter and clears it with Escape', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<SearchField label="Search files" onSubmit={onSubmit} />);
    await user.tab();
    const input = screen.getByRole('searchbox', { name: 'Search files' });
    expect(input).toHaveFocus();
    await user.keyboard('report{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('report');
    await expectNoAxeViolations(container);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('after pressing the clear button, is empty and keeps focus in the field', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<SearchField label="Search files" defaultValue="report" onClear={onClear} />);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    const input = screen.getByRole('searchbox', { name: 'Search files' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
