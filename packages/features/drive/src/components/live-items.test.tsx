import { render, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type LiveItems, useLiveItems, useLiveItemsValue } from './live-items';

function Reader({ store }: { store: LiveItems<string[]> }) {
  return <output>{useLiveItemsValue(store).join(',')}</output>;
}

/** Renders only when `items` changes; its reader follows through the store. */
function Holder({ items }: { items: string[] }) {
  return <Reader store={useLiveItems(items)} />;
}

const shown = () => screen.getByRole('status').textContent;

describe('live items', () => {
  let root: Root | null = null;
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

  afterEach(() => {
    root?.unmount();
    root = null;
    document.body.replaceChildren();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('a reader shows the first items and follows every change', () => {
    const { rerender } = render(<Holder items={['a']} />);
    expect(shown()).toBe('a');
    rerender(<Holder items={['a', 'b']} />);
    expect(shown()).toBe('a,b');
    rerender(<Holder items={['c']} />);
    expect(shown()).toBe('c');
  });

  it('a change reaches the readers in a transition, after the blocking render that made it', async () => {
    // Outside `act`, which would flush the transition before returning.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    root = createRoot(document.body.appendChild(document.createElement('div')));
    flushSync(() => root?.render(<Holder items={['a']} />));
    await waitFor(() => expect(shown()).toBe('a'));
    flushSync(() => root?.render(<Holder items={['a', 'b']} />));
    expect(shown()).toBe('a');
    await waitFor(() => expect(shown()).toBe('a,b'));
  });
});
