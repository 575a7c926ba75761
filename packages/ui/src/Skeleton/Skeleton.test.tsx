import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Skeleton, skeletonShapes } from './Skeleton';

describe('Skeleton', () => {
  it.each(skeletonShapes)('as a %s, is hidden from assistive technology', async (shape) => {
    const { container } = render(
      <section aria-busy="true" aria-label="Loading files">
        <Skeleton shape={shape} />
      </section>,
    );
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given lines, draws that many lines', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
  });

  it('given a circle with a height, is as wide as it is high', () => {
    const { container } = render(<Skeleton shape="circle" height={40} />);
    expect(container.firstElementChild).toHaveStyle({ width: '40px', height: '40px' });
  });
});
