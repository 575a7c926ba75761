import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Accordion } from './Accordion';
import { Disclosure } from './Disclosure';

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Disclosure', () => {
  describe.each(['mouse', 'keyboard'] as const)('toggled with the %s', (input) => {
    it('shows and hides its content', async () => {
      const user = userEvent.setup();
      const { container } = render(<Disclosure title="Advanced">Old versions</Disclosure>);
      expect(trigger('Advanced')).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText('Old versions')).not.toBeVisible();
      await expectNoAxeViolations(container);
      if (input === 'mouse') await user.click(trigger('Advanced'));
      else {
        await user.tab();
        await user.keyboard(' ');
      }
      expect(trigger('Advanced')).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText('Old versions')).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });

  it('puts the trigger in a heading of the given level', () => {
    render(<Disclosure title="Advanced" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Advanced' })).toBeInTheDocument();
  });
});

function Settings(props: { allowsMultipleExpanded?: boolean }) {
  return (
    <Accordion {...props} defaultExpandedKeys={['a']}>
      <Disclosure id="a" title="General">
        Name
      </Disclosure>
      <Disclosure id="b" title="Storage">
        Quota
      </Disclosure>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('opening one section closes the other', async () => {
    const user = userEvent.setup();
    const { container } = render(<Settings />);
    await user.click(trigger('Storage'));
    expect(trigger('General')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Storage')).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(container);
  });

  it('with allowsMultipleExpanded, both stay open', async () => {
    const user = userEvent.setup();
    render(<Settings allowsMultipleExpanded />);
    await user.click(trigger('Storage'));
    expect(trigger('General')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Storage')).toHaveAttribute('aria-expanded', 'true');
  });
});
