/**
 * The Versions tab: the list as the server gives it (newest first, who and how big), and
 * Restore, by pointer or by keyboard, calling the version's restore route once.
 */
import { versionsApi } from '@coffer/contract';
import { bootstrapFixture } from '@coffer/contract/fixtures';
import { CoreProvider, createBootstrapStore, createHttpClient } from '@coffer/core';
import { mockEndpoint } from '@coffer/core/mocks';
import { DialogOutlet } from '@coffer/ui/DialogOutlet';
import { toastStore } from '@coffer/ui/Toast';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { versionedEntry, versionHandlers } from '../mocks/versions';
import { VersionsPanel } from './VersionsPanel';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  toastStore.dismiss();
});
afterAll(() => server.close());

/** The panel of 'notes.txt' inside the app's services; `restored` hears the restore calls. */
function renderPanel() {
  const restored: string[] = [];
  server.use(
    // Heard first (MSW tries handlers in order), then answered by the handlers below.
    mockEndpoint(versionsApi.restore, ({ params }) => {
      restored.push(String(params.versionId));
      return undefined;
    }),
    ...versionHandlers(),
  );
  const services = {
    http: createHttpClient({ baseUrl: 'http://coffer.test' }),
    bootstrap: createBootstrapStore(bootstrapFixture()),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <CoreProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <VersionsPanel entry={versionedEntry()} />
        <DialogOutlet />
      </QueryClientProvider>
    </CoreProvider>,
  );
  return { restored };
}

const lastToast = () => toastStore.getSnapshot().at(-1)?.message;

describe('the versions panel', () => {
  it('lists the versions newest first, with who uploaded each (or Unknown)', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Earlier versions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('By Ada Lovelace');
    expect(rows[1]).toHaveTextContent('By grace@example.com');
    expect(rows[2]).toHaveTextContent('By Unknown');
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/v1/file-entries/6/versions/17?download=1',
    );
    await expectNoAxeViolations(list);
  });

  describe.each(['mouse', 'keyboard'] as const)('restore by %s', (input) => {
    it('calls the restore route of that version and says so', async () => {
      const { restored } = renderPanel();
      const list = await screen.findByRole('list', { name: 'Earlier versions' });
      const second = within(within(list).getAllByRole('listitem')[1] as HTMLElement);
      const restore = second.getByRole('button', { name: 'Restore' });
      const user = userEvent.setup();
      if (input === 'mouse') {
        await user.click(restore);
      } else {
        while (document.activeElement !== restore) await user.tab();
        await user.keyboard('{Enter}');
      }
      await waitFor(() => expect(lastToast()).toBe('Version restored.'));
      expect(restored).toEqual(['22']);
      // The restored version leaves the list once it is fetched again.
      await waitFor(() => expect(screen.queryByText('By grace@example.com')).toBeNull());
    });
  });
});
