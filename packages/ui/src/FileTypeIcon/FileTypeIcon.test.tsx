import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FileTypeIcon } from './FileTypeIcon';
import { fileCategories } from './fileCategory';

describe('FileTypeIcon', () => {
  it.each(fileCategories)('draws a decorative icon for %s', async (category) => {
    const { container } = render(<FileTypeIcon category={category} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-category', category);
    await expectNoAxeViolations(container);
  });

  it('gives every category a different glyph', () => {
    const { container } = render(
      <div>
        {fileCategories.map((category) => (
          <FileTypeIcon key={category} category={category} />
        ))}
      </div>,
    );
    const shapes = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(new Set(shapes).size).toBe(fileCategories.length);
  });

  it('changes category in place: the same <svg>, its shapes now the new glyph', () => {
    const expected = render(<FileTypeIcon category="text" />).container.querySelector('svg');
    const { container, rerender } = render(<FileTypeIcon category="default" />);
    const svg = container.querySelector('svg');
    const firstShape = svg?.firstElementChild;
    rerender(<FileTypeIcon category="text" />);
    expect(container.querySelector('svg')).toBe(svg);
    expect(svg).toHaveAttribute('data-category', 'text');
    expect(svg?.innerHTML).toBe(expected?.innerHTML);
    // Both glyphs start with a <path>: that element is reused, its `d` changed.
    expect(svg?.firstElementChild).toBe(firstShape);
  });

  it('given an aria-label, is announced as an image', async () => {
    const { container } = render(<FileTypeIcon category="pdf" aria-label="PDF document" />);
    expect(screen.getByRole('img', { name: 'PDF document' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
