import { bootstrapFixture, settingsFixture, userFixture } from '@coffer/contract/fixtures';
import { CoreProvider, createBootstrapStore, createHttpClient, useTrans } from '@coffer/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BootstrapI18n } from './BootstrapI18n';

/** A date as a screen shows it when it asks for no particular form (the drive's modified column). */
function Modified() {
  return <p>{useTrans().formatDate('2026-03-01T12:00:00Z')}</p>;
}

function renderWithDates(format: 'short' | 'medium' | 'long') {
  const bootstrap = createBootstrapStore(
    bootstrapFixture({
      settings: settingsFixture({ dates: { default_timezone: 'UTC', format } }),
      user: userFixture({ timezone: 'UTC' }),
    }),
  );
  render(
    <CoreProvider services={{ http: createHttpClient(), bootstrap }}>
      <BootstrapI18n>
        <Modified />
      </BootstrapI18n>
    </CoreProvider>,
  );
  return bootstrap;
}

describe('dates in the app', () => {
  it('are written in the site’s date format (`dates.format`)', () => {
    renderWithDates('long');
    expect(screen.getByText('March 1, 2026')).toBeInTheDocument();
  });

  it('follow an admin’s change as soon as the bootstrap data brings it', () => {
    const bootstrap = renderWithDates('medium');
    expect(screen.getByText('Mar 1, 2026')).toBeInTheDocument();
    act(() => {
      const data = bootstrap.get();
      bootstrap.set({
        ...data,
        settings: { ...data.settings, dates: { ...data.settings.dates, format: 'short' } },
      });
    });
    expect(screen.getByText('3/1/26')).toBeInTheDocument();
  });
});
