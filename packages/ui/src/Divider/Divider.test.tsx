import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Divider, dividerOrientations } from './Divider';

describe('Divider', () => {
  it.each(dividerOrientations)('is a %s separator', async (orientation) => {
    const { container } = render(<Divider orientation={orientation} />);
    const separator = screen.getByRole('separator');
    // hr is horizontal by default, so only the vertical one states it.
    if (orientation === 'vertical') {
      expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    } else {
      expect(separator.tagName).toBe('HR');
    }
    await expectNoAxeViolations(container);
  });
});
