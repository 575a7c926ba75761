import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ColorField } from './ColorField';
import { ColorPicker } from './ColorPicker';

describe('ColorPicker', () => {
  describe.each(['mouse', 'keyboard'] as const)('opened with the %s', (input) => {
    it('shows the area, hue slider and hex field; Escape closes and focus returns', async () => {
      const user = userEvent.setup();
      const { container } = render(<ColorPicker label="Primary colour" defaultValue="#1d4ed8" />);
      await expectNoAxeViolations(container);
      const trigger = screen.getByRole('button', { name: /Primary colour/ });
      if (input === 'mouse') await user.click(trigger);
      else {
        await user.tab();
        await user.keyboard('{Enter}');
      }
      const dialog = screen.getByRole('dialog', { name: 'Primary colour' });
      expect(within(dialog).getByRole('slider', { name: /Hue/ })).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'Hex' })).toHaveValue('#1D4ED8');
      await expectNoAxeViolations(document.body);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(trigger).toHaveFocus());
      // axe over the open popover takes seconds in jsdom.
    }, 20_000);
  });

  it('typing a hex value changes the colour', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColorPicker label="Primary colour" defaultValue="#1d4ed8" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Primary colour/ }));
    const hex = screen.getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, '#15803d{Enter}');
    expect(onChange.mock.lastCall?.[0].toString('hex')).toBe('#15803D');
  });

  it('the hue slider moves by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColorPicker label="Primary colour" defaultValue="#ff0000" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Primary colour/ }));
    screen.getByRole('slider', { name: /Hue/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange.mock.lastCall?.[0].getChannelValue('hue')).toBe(1);
  });
});

describe('ColorField', () => {
  it('reverts an incomplete entry on blur and has no axe violations', async () => {
    const user = userEvent.setup();
    const { container } = render(<ColorField label="Accent" defaultValue="#b91c1c" />);
    await expectNoAxeViolations(container);
    const field = screen.getByRole('textbox', { name: 'Accent' });
    await user.clear(field);
    await user.type(field, '#12');
    await user.tab();
    expect(field).toHaveValue('#B91C1C');
  });
});
