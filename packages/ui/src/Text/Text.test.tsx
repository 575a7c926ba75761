import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Text, textElements, textTones } from './Text';

describe('Text', () => {
  it.each(textElements)('renders as %s', (as) => {
    render(<Text as={as}>Hello</Text>);
    expect(screen.getByText('Hello').tagName).toBe(as.toUpperCase());
  });

  it.each(textTones)('has no axe violations in the %s tone', async (tone) => {
    const { container } = render(<Text tone={tone}>Storage almost full</Text>);
    await expectNoAxeViolations(container);
  });

  it('gives each tone its own class', () => {
    render(
      <>
        <Text tone="muted">a</Text>
        <Text tone="danger">b</Text>
      </>,
    );
    expect(screen.getByText('a').className).not.toBe(screen.getByText('b').className);
  });
});
