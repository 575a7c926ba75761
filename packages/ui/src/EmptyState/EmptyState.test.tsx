import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('given a title only, shows it as a level 2 heading', async () => {
    const { container } = render(<EmptyState title="No files yet" />);
    expect(screen.getByRole('heading', { level: 2, name: 'No files yet' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given every slot, hides the illustration and reaches the action by keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { container } = render(
      <EmptyState
        headingLevel={3}
        illustration={<svg data-testid="art" viewBox="0 0 10 10" />}
        title="This folder is empty"
        description="Drop files here or use the upload button."
        action={<Button onPress={onPress}>Upload files</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('This folder is empty');
    expect(screen.getByText('Drop files here or use the upload button.')).toBeInTheDocument();
    expect(screen.getByTestId('art').parentElement).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload files' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
