import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TopLoadingBar } from './TopLoadingBar';

const bar = () => screen.queryByRole('progressbar', { name: 'Loading' });
const progressNow = () => Number(bar()?.getAttribute('aria-valuenow'));
// One act per step: React runs the effects that schedule the next timer when an act ends.
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('TopLoadingBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given no loading, renders nothing', () => {
    render(<TopLoadingBar isLoading={false} />);
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('after loading starts, appears at 50 ms (not at 49 ms) at 10 percent', () => {
    render(<TopLoadingBar isLoading />);
    advance(49);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()).toBeInTheDocument();
    expect(progressNow()).toBe(10);
  });

  it('while loading, creeps up steadily without reaching full', () => {
    render(<TopLoadingBar isLoading />);
    advance(50);
    const seen = [progressNow()];
    for (let i = 0; i < 40; i++) {
      advance(200);
      seen.push(progressNow());
    }
    expect(seen[1]).toBeGreaterThan(10);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.at(-1)).toBeLessThan(100);
  });

  it('given loading that ends before 50 ms, never appears', () => {
    const { rerender } = render(<TopLoadingBar isLoading />);
    advance(30);
    rerender(<TopLoadingBar isLoading={false} />);
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('when loading ends, jumps to full, then fades and is removed', () => {
    const { rerender } = render(<TopLoadingBar isLoading />);
    advance(50);
    advance(400);
    rerender(<TopLoadingBar isLoading={false} />);
    expect(progressNow()).toBe(100);
    expect(bar()).toHaveAttribute('data-phase', 'finishing');
    advance(399);
    expect(bar()).toBeInTheDocument();
    advance(1);
    expect(bar()).toBeNull();
  });

  it('given loading again during the fade, restarts from 10 percent', () => {
    const { rerender } = render(<TopLoadingBar isLoading />);
    advance(50);
    rerender(<TopLoadingBar isLoading={false} />);
    advance(100);
    rerender(<TopLoadingBar isLoading />);
    advance(0);
    expect(progressNow()).toBe(10);
    expect(bar()).toHaveAttribute('data-phase', 'loading');
  });

  it('while visible, has no axe violations', async () => {
    const { container } = render(<TopLoadingBar isLoading aria-label="Loading page" />);
    advance(50);
    vi.useRealTimers();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
