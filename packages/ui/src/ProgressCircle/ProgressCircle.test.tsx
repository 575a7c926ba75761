import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ProgressCircle } from './ProgressCircle';

describe('ProgressCircle', () => {
  it('given a value, reports it to assistive technology', async () => {
    const { container } = render(<ProgressCircle aria-label="Uploading" value={25} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '25%');
    await expectNoAxeViolations(container);
  });

  it('given isIndeterminate, reports no value', async () => {
    const { container } = render(<ProgressCircle aria-label="Loading" isIndeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    await expectNoAxeViolations(container);
  });

  it('is not focusable (it is a status, not a control)', () => {
    render(<ProgressCircle aria-label="Loading" isIndeterminate />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('tabindex');
  });
});
