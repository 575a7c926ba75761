import { BOOTSTRAP_ELEMENT_ID, DEFERRED_SCRIPTS_ELEMENT_ID } from '@coffer/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BOOTSTRAP_ELEMENT,
  DEFERRED_SCRIPTS_ELEMENT_ID as DEFERRED_SCRIPTS,
  preloadFirstRoute,
  ROUTE_PRELOADS_ELEMENT_ID,
} from './route-preload';

const drive = {
  path: '^\\/drive(\\/(?!s\\/|r\\/).*)?$',
  signedIn: true,
  scripts: ['/assets/DriveLayout-a.js', '/assets/drive-b.js'],
  styles: ['/assets/drive-c.css'],
};

const landing = {
  path: '^$',
  homepage: 'landing',
  signedIn: false,
  scripts: ['/assets/LandingPage-a.js'],
  styles: ['/assets/LandingPage-b.css'],
};

function page({ user, homepage = 'loginPage' }: { user: object | null; homepage?: string }) {
  document.head.innerHTML = `
    <script type="application/json" id="${ROUTE_PRELOADS_ELEMENT_ID}">${JSON.stringify([drive, landing])}</script>
    <script type="application/json" id="${BOOTSTRAP_ELEMENT}">${JSON.stringify({ user, settings: { homepage: { type: homepage } } })}</script>`;
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
    expect(DEFERRED_SCRIPTS).toBe(DEFERRED_SCRIPTS_ELEMENT_ID);
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

  it("starts `/`'s page by the homepage setting", () => {
    page({ user: null, homepage: 'landing' });
    preloadFirstRoute(document, '/');
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/LandingPage-a.js', null, ''],
      ['preload', '/assets/LandingPage-b.css', 'style', ''],
    ]);
    document.head.innerHTML = '';
    page({ user: null, homepage: 'loginPage' });
    preloadFirstRoute(document, '/');
    expect(preloads()).toEqual([]);
  });

  it("holds a server-rendered page's form until the app runs, then sends it again (ADR 0030)", async () => {
    // The preloader holds forms from its import on (as the page's first script).
    document.body.innerHTML = '<form><button type="submit">Sign in</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const sent: boolean[] = [];
    // The app's own handler, after the hold: it sees whether the browser would still send it.
    form.addEventListener('submit', (event) => {
      sent.push(event.defaultPrevented);
      event.preventDefault();
    });
    form.requestSubmit();
    expect(sent).toEqual([true]);
    document.documentElement.dataset.ready = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([true, false]);
    delete document.documentElement.dataset.ready;
    document.body.innerHTML = '';
  });

  it('does nothing without the list (the dev server)', () => {
    document.head.innerHTML = '';
    expect(() => preloadFirstRoute(document, '/drive')).not.toThrow();
    expect(preloads()).toEqual([]);
  });
});
