import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Heading, headingLevels } from './Heading';

describe('Heading', () => {
  it.each(headingLevels)('given level %i, is a heading of that level', async (level) => {
    const { container } = render(<Heading level={level}>Files</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Files' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('keeps its level when given another size', () => {
    render(
      <>
        <Heading level={1} size="sm">
          Small title
        </Heading>
        <Heading level={4} size="sm">
          Same look
        </Heading>
      </>,
    );
    const [one, four] = screen.getAllByRole('heading');
    expect(one?.tagName).toBe('H1');
    expect(one?.className).toBe(four?.className);
  });
});
