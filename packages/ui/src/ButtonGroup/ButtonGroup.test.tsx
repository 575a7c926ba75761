import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { ButtonGroup } from './ButtonGroup';

function Alignment(props: { isAttached?: boolean; isDisabled?: boolean }) {
  return (
    <ButtonGroup aria-label="Alignment" {...props}>
      <Button variant="outline">Left</Button>
      <Button variant="outline">Center</Button>
    </ButtonGroup>
  );
}

describe('ButtonGroup', () => {
  it.each([false, true])('is a labelled group (attached: %s) walked by Tab', async (isAttached) => {
    const user = userEvent.setup();
    const { container } = render(<Alignment isAttached={isAttached} />);
    expect(screen.getByRole('group', { name: 'Alignment' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Left' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Center' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('given isDisabled, disables every button', () => {
    render(<Alignment isDisabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
