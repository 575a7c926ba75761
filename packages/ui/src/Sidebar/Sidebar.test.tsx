import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Sidebar } from './Sidebar';

const nav = <a href="#files">My files</a>;

/** A matchMedia whose answer the test controls, to cross the 768 px breakpoint. */
function stubScreen(isSmall: boolean) {
  const listeners = new Set<() => void>();
  const state = { isSmall };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('max-width: 768px') && state.isSmall;
    },
    media: query,
    addEventListener: (_: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
  }));
  return (next: boolean) => {
    state.isSmall = next;
    for (const cb of listeners) cb();
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Sidebar', () => {
  it('above 768 px, shows the navigation as a column with no drawer button', async () => {
    stubScreen(false);
    const { container } = render(<Sidebar nav={nav}>Content</Sidebar>);
    expect(screen.getByRole('navigation', { name: 'Navigation' })).toContainElement(
      screen.getByRole('link', { name: 'My files' }),
    );
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  describe.each(['mouse', 'keyboard'] as const)(
    'at 768 px or less, opened with the %s',
    (input) => {
      it('opens a drawer holding focus; Escape closes it and focus returns to the button', async () => {
        stubScreen(true);
        const user = userEvent.setup();
        const { container } = render(<Sidebar nav={nav}>Content</Sidebar>);
        expect(screen.queryByRole('link', { name: 'My files' })).not.toBeInTheDocument();
        await expectNoAxeViolations(container);
        const open = screen.getByRole('button', { name: 'Open navigation' });
        if (input === 'mouse') await user.click(open);
        else {
          await user.tab();
          await user.keyboard('{Enter}');
        }
        // The drawer's code loads once the sidebar is one.
        const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
        expect(drawer).toContainElement(document.activeElement as HTMLElement);
        expect(within(drawer).getByRole('link', { name: 'My files' })).toBeInTheDocument();
        await expectNoAxeViolations(document.body);
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        await waitFor(() => expect(open).toHaveFocus());
      });
    },
  );

  it('closes the drawer on a press outside it', async () => {
    stubScreen(true);
    const user = userEvent.setup();
    render(<Sidebar nav={nav}>Content</Sidebar>);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    // The dialog sits in the drawer panel, which sits in the dimmed overlay.
    const overlay = (await screen.findByRole('dialog')).parentElement?.parentElement as HTMLElement;
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the close button closes the drawer', async () => {
    stubScreen(true);
    const user = userEvent.setup();
    const onDrawerOpenChange = vi.fn();
    render(<Sidebar nav={nav} onDrawerOpenChange={onDrawerOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(await screen.findByRole('button', { name: 'Close navigation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDrawerOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('growing past the breakpoint switches to the column layout', () => {
    const resize = stubScreen(true);
    render(<Sidebar nav={nav} />);
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
    act(() => resize(false));
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My files' })).toBeInTheDocument();
  });
});
