import { THEME_COOKIE } from '@coffer/contract';
import { bootstrapFixture } from '@coffer/contract/fixtures';
import {
  CoreProvider,
  createBootstrapStore,
  createHttpClient,
  getCookie,
  removeCookie,
  ThemeProvider,
} from '@coffer/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './Footer';

function renderFooter() {
  const services = {
    http: createHttpClient(),
    bootstrap: createBootstrapStore(bootstrapFixture()),
  };
  return render(
    <CoreProvider services={services}>
      <ThemeProvider>
        <Footer />
      </ThemeProvider>
    </CoreProvider>,
  );
}

describe('Footer theme switch', () => {
  afterEach(() => removeCookie(THEME_COOKIE));

  it('after pressing Enter on "Dark mode", the page turns dark and the choice is kept in the cookie', async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(getCookie(THEME_COOKIE)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light mode' })).toBeInTheDocument();
  });

  it('shows the site name in the copyright line', () => {
    renderFooter();
    expect(screen.getByText(/Coffer, All Rights Reserved/)).toBeInTheDocument();
  });
});
