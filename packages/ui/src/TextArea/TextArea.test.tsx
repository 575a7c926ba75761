import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('given focus by Tab, takes several lines of text', async () => {
    const user = userEvent.setup();
    const { container } = render(<TextArea label="Description" description="Optional." />);
    await user.tab();
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area).toHaveFocus();
    await user.keyboard('one{Enter}two');
    expect(area).toHaveValue('one\ntwo');
    expect(area).toHaveAccessibleDescription('Optional.');
    await expectNoAxeViolations(container);
  });

  it('given an error from outside, is invalid and announces it', async () => {
    const { container } = render(
      <TextArea label="Description" isInvalid errorMessage="Too long." />,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Too long.',
    );
    await expectNoAxeViolations(container);
  });
});
