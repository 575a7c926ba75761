import { bootstrapFixture, settingsFixture } from '@coffer/contract/fixtures';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { HomeScreen } from './HomeScreen';

function homeWith(homepage: ReturnType<typeof settingsFixture>['homepage'], registration = {}) {
  const defaults = settingsFixture();
  return bootstrapFixture({
    settings: settingsFixture({
      homepage,
      registration: { ...defaults.registration, ...registration },
    }),
  });
}

describe('/ by the homepage setting (spec §2.1)', () => {
  it("given 'loginPage', shows the login page", () => {
    renderScreen(<HomeScreen />, { bootstrap: homeWith({ type: 'loginPage' }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to your account');
  });

  it("given 'registerPage', shows the register page", () => {
    renderScreen(<HomeScreen />, { bootstrap: homeWith({ type: 'registerPage' }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create a new account');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/');
  });

  it("given 'registerPage' with registration disabled, goes to /login", async () => {
    renderScreen(<HomeScreen />, {
      bootstrap: homeWith({ type: 'registerPage' }, { disable: true }),
    });
    expect(await screen.findByLabelText('Current path')).toHaveTextContent('/login');
  });
});
