import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Slider } from './Slider';

describe('Slider', () => {
  it('by keyboard: arrows step, Home and End go to the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Slider label="Radius" defaultValue={8} maxValue={24} onChange={onChange} />,
    );
    await expectNoAxeViolations(container);
    const thumb = screen.getByRole('slider', { name: 'Radius' });
    await user.tab();
    expect(thumb).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(9);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(24);
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('given a range, has two named thumbs that move independently', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Slider label="Size" defaultValue={[10, 60]} onChange={onChange} />,
    );
    await expectNoAxeViolations(container);
    expect(screen.getByRole('slider', { name: /Minimum/ })).toHaveValue('10');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('slider', { name: /Maximum/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith([10, 59]);
  });

  it('given isDisabled, cannot be focused', async () => {
    const user = userEvent.setup();
    render(<Slider label="Radius" isDisabled />);
    await user.tab();
    expect(screen.getByRole('slider')).not.toHaveFocus();
  });
});
