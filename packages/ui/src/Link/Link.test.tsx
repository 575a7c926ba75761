import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Link, linkVariants } from './Link';
import { RouterAdapterProvider, useRouterAdapter } from './RouterAdapter';

function Probe({ onRead }: { onRead: (value: unknown) => void }) {
  onRead(useRouterAdapter());
  return null;
}

describe('Link', () => {
  it.each(linkVariants)('is a link to its href as %s', async (variant) => {
    const { container } = render(
      <Link href="/drive" variant={variant}>
        My files
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'My files' })).toHaveAttribute('href', '/drive');
    await expectNoAxeViolations(container);
  });

  describe.each(['mouse', 'keyboard'] as const)('followed with the %s', (input) => {
    it('given a router adapter, navigates through it instead of loading a page', async () => {
      const user = userEvent.setup();
      const navigate = vi.fn();
      render(
        <RouterAdapterProvider navigate={navigate} useHref={(href) => `/app${href}`}>
          <Link href="/drive">My files</Link>
        </RouterAdapterProvider>,
      );
      const link = screen.getByRole('link', { name: 'My files' });
      expect(link).toHaveAttribute('href', '/app/drive');
      if (input === 'mouse') await user.click(link);
      else {
        await user.tab();
        expect(link).toHaveFocus();
        await user.keyboard('{Enter}');
      }
      expect(navigate).toHaveBeenCalledWith('/drive', undefined);
    });
  });

  it('leaves links that open a new tab to the browser', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterAdapterProvider navigate={navigate}>
        <Link href="/drive" target="_blank">
          My files
        </Link>
      </RouterAdapterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'My files' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('useRouterAdapter gives the adapter inside a provider and null outside', () => {
    const navigate = vi.fn();
    let inside: unknown;
    let outside: unknown = 'unset';
    render(
      <>
        <Probe onRead={(v) => (outside = v)} />
        <RouterAdapterProvider navigate={navigate}>
          <Probe onRead={(v) => (inside = v)} />
        </RouterAdapterProvider>
      </>,
    );
    expect(outside).toBeNull();
    expect(inside).toMatchObject({ navigate });
  });
});
