import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Inline } from './Inline';

describe('Inline', () => {
  it('keeps its children in reading order', async () => {
    const { container } = render(
      <Inline>
        <span>First</span>
        <span>Second</span>
      </Inline>,
    );
    expect(container.textContent).toBe('FirstSecond');
    await expectNoAxeViolations(container);
  });

  it('differs by wrap, gap and justification', () => {
    render(
      <>
        <Inline data-testid="a" />
        <Inline data-testid="b" wrap={false} />
        <Inline data-testid="c" gap="xl" justify="between" />
      </>,
    );
    const classes = ['a', 'b', 'c'].map((id) => screen.getByTestId(id).className);
    expect(new Set(classes).size).toBe(3);
  });
});
