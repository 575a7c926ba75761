/**
 * The details panel's Versions tab: offered for one live file the user may edit, and nowhere
 * else; choosing it by keyboard loads the file's versions.
 */
import type { FileEntry } from '@coffer/contract';
import { bootstrapFixture, folderEntryFixture } from '@coffer/contract/fixtures';
import { CoreProvider, createBootstrapStore, createHttpClient } from '@coffer/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { versionedEntry, versionHandlers } from '../mocks/versions';
import { DetailsPanel } from './DetailsPanel';

const server = setupServer(...versionHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderDetails(entry: FileEntry) {
  const services = {
    http: createHttpClient({ baseUrl: 'http://coffer.test' }),
    bootstrap: createBootstrapStore(bootstrapFixture()),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <CoreProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <DetailsPanel selection={[entry]} location="All files" />
      </QueryClientProvider>
    </CoreProvider>,
  );
}

describe('the details panel', () => {
  it('given a file the user may edit, opens on Details; the Versions tab lists its versions', async () => {
    renderDetails(versionedEntry());
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Location');
    const user = userEvent.setup();
    await user.tab();
    expect(details).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Versions' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Earlier versions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it.each([
    ['a folder', folderEntryFixture({ id: 1 })],
    [
      'a file the user may only view',
      versionedEntry({
        permissions: { 'files.update': false, 'files.delete': false, 'files.download': true },
      }),
    ],
    ['a file in the trash', versionedEntry({ deleted_at: '2026-01-04T10:00:00.000Z' })],
  ])('given %s, shows its details without tabs', (_, entry) => {
    renderDetails(entry);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('Location')).toBeInTheDocument();
  });
});
