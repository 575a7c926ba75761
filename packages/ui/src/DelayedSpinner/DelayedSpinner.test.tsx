import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DelayedSpinner } from './DelayedSpinner';

const spinner = () => screen.queryByRole('progressbar', { name: 'Loading' });
// One act per step: React runs the effects that schedule the next timer when an act ends.
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('DelayedSpinner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given loading, stays hidden for 499 ms and appears at 500 ms', () => {
    render(<DelayedSpinner isLoading />);
    advance(499);
    expect(spinner()).toBeNull();
    advance(1);
    expect(spinner()).toBeInTheDocument();
  });

  it('given loading that ends before 500 ms, never appears', () => {
    const { rerender } = render(<DelayedSpinner isLoading />);
    advance(300);
    rerender(<DelayedSpinner isLoading={false} />);
    advance(1000);
    expect(spinner()).toBeNull();
  });

  it('given loading that ends 10 ms after the spinner appeared, keeps it until 200 ms have passed', () => {
    const { rerender } = render(<DelayedSpinner isLoading />);
    advance(500);
    advance(10);
    rerender(<DelayedSpinner isLoading={false} />);
    expect(spinner()).toBeInTheDocument();
    advance(189);
    expect(spinner()).toBeInTheDocument();
    advance(1);
    expect(spinner()).toBeNull();
  });

  it('given loading that ends after the minimum, hides at once', () => {
    const { rerender } = render(<DelayedSpinner isLoading />);
    advance(500);
    advance(500);
    rerender(<DelayedSpinner isLoading={false} />);
    expect(spinner()).toBeNull();
  });

  it('given loading that restarts during the minimum, stays visible', () => {
    const { rerender } = render(<DelayedSpinner isLoading />);
    advance(500);
    rerender(<DelayedSpinner isLoading={false} />);
    advance(100);
    rerender(<DelayedSpinner isLoading />);
    advance(500);
    expect(spinner()).toBeInTheDocument();
  });

  it('given custom timings and a label, uses them', () => {
    render(<DelayedSpinner delay={100} aria-label="Loading files" />);
    advance(100);
    expect(screen.getByRole('progressbar', { name: 'Loading files' })).toBeInTheDocument();
  });

  it('once shown, has no axe violations', async () => {
    const { container } = render(<DelayedSpinner />);
    advance(500);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
