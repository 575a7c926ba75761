import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ToastRegion } from './ToastRegion';
import * as styles from './toast.css';
import { createToastStore, type ToastStore, toastExitMs } from './toastStore';

let store: ToastStore;
beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});
afterEach(() => vi.useRealTimers());

const ids = () => store.getSnapshot().map((t) => t.id);
const show = (...args: Parameters<ToastStore['show']>) => act(() => store.show(...args));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toast store', () => {
  it('generates a 6-character id when none is given', () => {
    const id = store.show('Saved');
    expect(id).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(store.show('Saved again')).not.toBe(id);
  });

  it('keeps only one toast visible: a new one removes the older', () => {
    store.show('First', { id: 'first1' });
    store.show('Second', { id: 'secnd2' });
    expect(ids()).toEqual(['secnd2']);
  });

  it('replaces a toast that has the same id', () => {
    store.show('Uploading…', { id: 'upload', type: 'loading' });
    store.show('Uploaded', { id: 'upload', type: 'positive' });
    expect(store.getSnapshot()).toMatchObject([
      { id: 'upload', message: 'Uploaded', type: 'positive' },
    ]);
  });

  it.each([
    ['positive', 3000],
    ['danger', 8000],
  ] as const)('dismisses a %s toast after %i ms', (type, duration) => {
    store.show('Message', { type, disableExitAnimation: true });
    vi.advanceTimersByTime(duration - 1);
    expect(ids()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ids()).toHaveLength(0);
  });

  it('never dismisses a loading toast by itself (duration 0)', () => {
    store.show('Uploading…', { type: 'loading' });
    expect(store.getSnapshot()[0]?.duration).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(ids()).toHaveLength(1);
  });

  it('defaults to bottom-center and accepts bottom-right', () => {
    store.show('A');
    expect(store.getSnapshot()[0]?.position).toBe('bottom-center');
    store.show('B', { position: 'bottom-right' });
    expect(store.getSnapshot()[0]?.position).toBe('bottom-right');
  });

  it('pauses with the remaining time and resumes without restarting', () => {
    const id = store.show('Saved', { disableExitAnimation: true });
    vi.advanceTimersByTime(2000);
    store.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(ids()).toEqual([id]);
    store.resume(id);
    vi.advanceTimersByTime(999);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
  });

  it('plays the exit animation before removing, unless disabled', () => {
    const id = store.show('Saved');
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.isExiting).toBe(true);
    vi.advanceTimersByTime(toastExitMs);
    expect(ids()).toEqual([]);
    const quick = store.show('Saved', { disableExitAnimation: true });
    store.dismiss(quick);
    expect(ids()).toEqual([]);
  });
});

describe('ToastRegion', () => {
  it('given no toast, renders an empty live region with no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<ToastRegion store={store} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await expectNoAxeViolations(container);
  });

  it('announces a toast inside the polite live region, with no axe violations', async () => {
    render(<ToastRegion store={store} />);
    show('Link copied', { action: { label: 'Open', href: '/drive/shares' } });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Link copied');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/drive/shares');
    vi.useRealTimers();
    await expectNoAxeViolations(document.body);
  });

  it('announces a danger toast as an alert', () => {
    render(<ToastRegion store={store} />);
    show('Upload failed', { type: 'danger' });
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
  });

  it('gives a loading toast a spinner and no close button', () => {
    render(<ToastRegion store={store} />);
    show('Uploading…', { type: 'loading' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('closes from its close button', () => {
    render(<ToastRegion store={store} />);
    show('Saved', { disableExitAnimation: true });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it.each([
    ['hover', fireEvent.pointerEnter, fireEvent.pointerLeave],
    ['focus', fireEvent.focus, fireEvent.blur],
  ] as const)('pauses on %s and resumes when it ends', (_, start, end) => {
    render(<ToastRegion store={store} />);
    show('Saved', { disableExitAnimation: true });
    const item = screen.getByText('Saved').parentElement as HTMLElement;
    advance(2500);
    start(item);
    advance(5000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    end(item);
    advance(499);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('plays the enter animation unless disableEnterAnimation, and the exit one unless disableExitAnimation', () => {
    const { entering, exiting } = styles.toast.classNames.variants;
    render(<ToastRegion store={store} />);
    const item = (text: string) => screen.getByText(text).parentElement as HTMLElement;
    show('Animated', { id: 'anim01' });
    expect(item('Animated')).toHaveClass(entering.true);
    act(() => store.dismiss('anim01'));
    expect(item('Animated')).toHaveClass(exiting.true);
    expect(item('Animated')).not.toHaveClass(entering.true);
    advance(toastExitMs);
    show('Still', { id: 'still1', disableEnterAnimation: true, disableExitAnimation: true });
    expect(item('Still')).not.toHaveClass(entering.true);
    act(() => store.dismiss('still1'));
    expect(screen.queryByText('Still')).not.toBeInTheDocument();
  });

  it('follows the toast position', () => {
    render(<ToastRegion store={store} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const centre = region.className;
    show('Saved', { position: 'bottom-right' });
    expect(region.className).not.toBe(centre);
  });
});

describe('toast (imperative API)', () => {
  it('shows by type in the app-wide store and dismisses by id', async () => {
    const { toast, toastStore } = await import('./toastStore');
    const id = toast.loading('Uploading…');
    expect(toastStore.getSnapshot()).toMatchObject([{ id, type: 'loading', duration: 0 }]);
    toast.positive('Uploaded', { id });
    expect(toastStore.getSnapshot()).toMatchObject([{ id, type: 'positive', duration: 3000 }]);
    toast.danger('Failed', { id, disableExitAnimation: true });
    expect(toastStore.getSnapshot()[0]?.duration).toBe(8000);
    toast.dismiss(id);
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
