import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Badge, badgeTones } from './Badge';

describe('Badge', () => {
  it.each(badgeTones)('shows its text in the %s tone without axe violations', async (tone) => {
    const { container } = render(<Badge tone={tone}>Shared</Badge>);
    expect(screen.getByText('Shared')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given a count over maxCount, shows "99+"', () => {
    const { container } = render(<Badge count={120} />);
    expect(container).toHaveTextContent('99+');
  });

  it('given a count within maxCount, shows it in full', () => {
    const { container } = render(<Badge count={7} maxCount={9} />);
    expect(container).toHaveTextContent(/^7$/);
  });

  it('given a label, screen readers get the label instead of the bare count', async () => {
    const { container } = render(<Badge count={3} tone="primary" label="3 unread notifications" />);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 unread notifications')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
