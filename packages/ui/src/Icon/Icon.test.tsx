import { render, screen } from '@testing-library/react';
import { Folder } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Icon, iconPixels, iconSizes } from './Icon';

describe('Icon', () => {
  it('given no label, is hidden from assistive technology', async () => {
    const { container } = render(<Icon icon={Folder} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given an aria-label, is announced as an image with that name', async () => {
    const { container } = render(<Icon icon={Folder} aria-label="Folder" />);
    const img = screen.getByRole('img', { name: 'Folder' });
    expect(img).not.toHaveAttribute('aria-hidden');
    await expectNoAxeViolations(container);
  });

  it.each(iconSizes)('renders the %s size token at its pixel size', (size) => {
    const { container } = render(<Icon icon={Folder} size={size} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', String(iconPixels[size]));
  });
});
