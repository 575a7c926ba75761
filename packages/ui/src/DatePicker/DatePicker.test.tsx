import { parseDate } from '@internationalized/date';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DatePicker } from './DatePicker';
import { DateRangePicker } from './DateRangePicker';

describe('DatePicker', () => {
  it('by keyboard: arrows change the focused segment', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <DatePicker label="Expires on" defaultValue={parseDate('2026-11-22')} onChange={onChange} />,
    );
    await expectNoAxeViolations(container);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2026-12-22'));
  });

  describe.each(['mouse', 'keyboard'] as const)('the calendar, opened with the %s', (input) => {
    it('selects a day, closes, and returns focus to its button', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(
        <DatePicker
          label="Expires on"
          defaultValue={parseDate('2026-11-22')}
          onChange={onChange}
        />,
      );
      const open = screen.getByRole('button', { name: /Calendar/ });
      if (input === 'mouse') await user.click(open);
      else {
        open.focus();
        await user.keyboard('{Enter}');
      }
      const dialog = screen.getByRole('dialog');
      await expectNoAxeViolations(document.body);
      if (input === 'mouse')
        await user.click(within(dialog).getByRole('button', { name: /November 25, 2026/ }));
      else await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
      expect(onChange).toHaveBeenLastCalledWith(parseDate('2026-11-25'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(open).toHaveFocus());
    }, 20_000);
  });

  it('shows the error message when invalid', async () => {
    const { container } = render(
      <DatePicker label="Expires on" isInvalid errorMessage="Must be in the future." />,
    );
    expect(screen.getByText('Must be in the future.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('DateRangePicker', () => {
  it('picks a range with two presses in the calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <DateRangePicker
        label="Shared between"
        defaultValue={{ start: parseDate('2026-11-02'), end: parseDate('2026-11-04') }}
        onChange={onChange}
      />,
    );
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /November 10, 2026/ }));
    await user.click(within(dialog).getByRole('button', { name: /November 14, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-11-10'),
      end: parseDate('2026-11-14'),
    });
  }, 20_000);
});
