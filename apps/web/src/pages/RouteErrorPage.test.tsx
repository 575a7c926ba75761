import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { HttpError } from '@coffer/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../layout/test-render';
import { RouteErrorPage } from './RouteErrorPage';

/** A page whose load failed with `error`, as a page's query or a lazy route would. */
function FailingPage({ error }: { error: unknown }): never {
  throw error;
}

function openFailingPage(
  error: unknown,
  { signedIn = false, redirectOn404 }: { signedIn?: boolean; redirectOn404?: string } = {},
) {
  return renderShell(<FailingPage error={error} />, {
    route: '/notifications/settings',
    data: bootstrapFixture({ user: signedIn ? userFixture() : null }),
    routeProps: { ErrorBoundary: RouteErrorPage, handle: { redirectOn404 } },
  });
}

const http = (status: number) => new HttpError(status, { message: 'No' });

describe('page errors (spec §4)', () => {
  // React logs every error a boundary catches; these are expected.
  vi.spyOn(console, 'error').mockImplementation(() => {});

  it.each([401, 403])('given %i while logged out, goes to /login', async (status) => {
    openFailingPage(http(status));
    expect(await screen.findByText('Page /login')).toBeInTheDocument();
  });

  it.each([401, 403, 500])('given %i while logged in, says the page could not load', (status) => {
    openFailingPage(http(status), { signedIn: true });
    expect(screen.getByRole('alert')).toHaveTextContent('There was an issue loading this page');
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });

  it('given 404, shows the not-found page', () => {
    openFailingPage(http(404), { signedIn: true });
    expect(
      screen.getByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeInTheDocument();
  });

  it('given 404 on a route that redirects on 404, goes there', async () => {
    openFailingPage(http(404), { signedIn: true, redirectOn404: '/' });
    expect(await screen.findByText('Page /')).toBeInTheDocument();
  });
});
