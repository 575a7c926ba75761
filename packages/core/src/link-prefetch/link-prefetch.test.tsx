import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_PREFETCH_DELAY_MS, LinkPrefetchProvider, useLinkPrefetch } from './link-prefetch';

function PrefetchedLink({ href }: { href: string }) {
  const intent = useLinkPrefetch(href);
  return (
    <a
      href={href}
      onMouseEnter={intent.onHoverStart}
      onMouseLeave={intent.onHoverEnd}
      onFocus={intent.onFocus}
      onBlur={intent.onBlur}
    >
      Pricing
    </a>
  );
}

function renderLink(href = '/pricing') {
  const prefetch = vi.fn();
  render(
    <LinkPrefetchProvider prefetch={prefetch}>
      <PrefetchedLink href={href} />
    </LinkPrefetchProvider>,
  );
  return { prefetch, link: screen.getByRole('link', { name: 'Pricing' }) };
}

describe('link prefetch on intent (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(['pointer', 'focus'] as const)(
    'given %s resting on a link for 100 ms, fetches its page once',
    (way) => {
      const { prefetch, link } = renderLink();
      if (way === 'pointer') fireEvent.mouseEnter(link);
      else fireEvent.focus(link);
      act(() => vi.advanceTimersByTime(LINK_PREFETCH_DELAY_MS - 1));
      expect(prefetch).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(prefetch).toHaveBeenCalledExactlyOnceWith('/pricing');
    },
  );

  it('after leaving or blurring sooner, fetches nothing', () => {
    const { prefetch, link } = renderLink();
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(50));
    fireEvent.mouseLeave(link);
    fireEvent.focus(link);
    act(() => vi.advanceTimersByTime(50));
    fireEvent.blur(link);
    act(() => vi.advanceTimersByTime(500));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('given a link to another site, fetches nothing', () => {
    const { prefetch, link } = renderLink('https://elsewhere.example/pricing');
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(500));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
