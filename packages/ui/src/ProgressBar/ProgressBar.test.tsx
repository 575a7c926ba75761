import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('given a value and a label, is named by the label and shows the percentage', async () => {
    const { container } = render(<ProgressBar label="Uploading report.pdf" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading report.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveTextContent('40%');
    await expectNoAxeViolations(container);
  });

  it('given a valueLabel, shows and announces it instead of the percentage', async () => {
    const { container } = render(
      <ProgressBar label="Uploading" value={3} maxValue={12} valueLabel="3 of 12 files" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 12 files');
    expect(bar).toHaveTextContent('3 of 12 files');
    await expectNoAxeViolations(container);
  });

  it('given isIndeterminate, reports no value and shows no value text', async () => {
    const { container } = render(<ProgressBar aria-label="Preparing" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveTextContent('');
    await expectNoAxeViolations(container);
  });

  it('given showValueLabel false, hides the value text but still reports the value', () => {
    render(<ProgressBar label="Uploading" value={70} showValueLabel={false} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).not.toHaveTextContent('70%');
    expect(bar).toHaveAttribute('aria-valuenow', '70');
  });

  it('is not focusable (it is a status, not a control)', () => {
    render(<ProgressBar label="Uploading" value={10} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('tabindex');
  });
});
