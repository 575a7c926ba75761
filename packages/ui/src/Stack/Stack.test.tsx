import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Stack } from './Stack';

describe('Stack', () => {
  it('given as="ul", is a list of its items', async () => {
    const { container } = render(
      <Stack as="ul" gap="sm">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toContainElement(screen.getByText('Two'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('uses a different class per gap', () => {
    render(
      <>
        <Stack data-testid="a" gap="sm" />
        <Stack data-testid="b" gap="xl" />
      </>,
    );
    expect(screen.getByTestId('a').className).not.toBe(screen.getByTestId('b').className);
  });
});
