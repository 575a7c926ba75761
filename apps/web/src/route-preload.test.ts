import { BOOTSTRAP_ELEMENT_ID } from '@coffer/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT, preloadFirstRoute, ROUTE_PRELOADS_ELEMENT_ID } from './route-preload';

const drive = {
  path: '^\\/drive(\\/(?!s\\/|r\\/).*)?$',
  signedIn: true,
  scripts: ['/assets/DriveLayout-a.js', '/assets/drive-b.js'],
  styles: ['/assets/drive-c.css'],
};

function page({ user }: { user: object | null }) {
  document.head.innerHTML = `
    <script type="application/json" id="${ROUTE_PRELOADS_ELEMENT_ID}">${JSON.stringify([drive])}</script>
    <script type="application/json" id="${BOOTSTRAP_ELEMENT}">${JSON.stringify({ user })}</script>`;
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('as'),
    link.getAttribute('crossorigin'),
  ]);

describe('the route preloader (ADR 0007, decision 26)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the bootstrap data where the app writes it', () => {
    expect(BOOTSTRAP_ELEMENT).toBe(BOOTSTRAP_ELEMENT_ID);
  });

  it("starts a signed-in visitor's drive page's chunks and style sheets", () => {
    page({ user: { id: 1 } });
    preloadFirstRoute(document, '/drive/folders/abc');
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/DriveLayout-a.js', null, ''],
      ['modulepreload', '/assets/drive-b.js', null, ''],
      ['preload', '/assets/drive-c.css', 'style', ''],
    ]);
  });

  it('starts nothing for a guest, or on a page the list does not name', () => {
    page({ user: null });
    preloadFirstRoute(document, '/drive');
    expect(preloads()).toEqual([]);
    page({ user: { id: 1 } });
    preloadFirstRoute(document, '/drive/s/abc');
    preloadFirstRoute(document, '/drive/r/abc');
    preloadFirstRoute(document, '/login');
    preloadFirstRoute(document, '/drivers');
    expect(preloads()).toEqual([]);
  });

  it('does nothing without the list (the dev server)', () => {
    document.head.innerHTML = '';
    expect(() => preloadFirstRoute(document, '/drive')).not.toThrow();
    expect(preloads()).toEqual([]);
  });
});
