import { BOOTSTRAP_ELEMENT_ID, DEFERRED_SCRIPTS_ELEMENT_ID } from '@coffer/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BOOTSTRAP_ELEMENT,
  DEFERRED_SCRIPTS_ELEMENT_ID as DEFERRED_SCRIPTS,
  holdClicksUntilReady,
  preloadFirstRoute,
  ROUTE_PRELOADS_ELEMENT_ID,
  START_ON_INTENT,
  startApp,
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

  it("presses a server-rendered page's button again once the app runs; links and submits pass", async () => {
    // The holds the import made are spent once a page is ready: this test's hold is its own.
    document.documentElement.dataset.ready = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
    delete document.documentElement.dataset.ready;
    holdClicksUntilReady(document);
    document.body.innerHTML = `
      <button type="button" id="theme"><svg><path></path></svg>Dark mode</button>
      <a href="#pricing" id="link">Pricing</a>
      <form><button id="send">Send</button></form>`;
    const pressed: Array<[string, boolean]> = [];
    // The app's own handlers, after the hold: whether each click reached them, and its default.
    document.body.addEventListener('click', (event) => {
      const target = (event.target as Element).closest('[id]') as HTMLElement;
      pressed.push([target.id, event.defaultPrevented]);
      event.preventDefault();
    });
    document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    (document.getElementById('link') as HTMLElement).click();
    (document.getElementById('send') as HTMLElement).click();
    expect(pressed).toEqual([
      ['link', false],
      ['send', false],
    ]);
    document.documentElement.dataset.ready = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed.at(-1)).toEqual(['theme', false]);
    // Once the app runs, clicks are its own.
    (document.getElementById('theme') as HTMLElement).click();
    expect(pressed).toHaveLength(4);
    delete document.documentElement.dataset.ready;
    document.body.innerHTML = '';
  });

  it("loads a page's app at the visitor's first move when the server says so (the landing page)", () => {
    page({ user: null, homepage: 'landing' });
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${DEFERRED_SCRIPTS}" data-start="${START_ON_INTENT}">["/assets/app-a.js"]</script>`,
    );
    document.body.innerHTML = '<p id="text">Your files</p><a href="/register" id="cta">Start</a>';
    startApp(document, window, '/');
    const appScripts = () =>
      [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
        script.getAttribute('src'),
      );
    // Reading: a pointer over text, the page scrolled, is no move towards the app.
    document
      .getElementById('text')!
      .dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(appScripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    // A pointer over a link: the app, then the route's chunks, once.
    document.getElementById('cta')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(appScripts()).toEqual(['/assets/app-a.js']);
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/LandingPage-a.js', null, ''],
      ['preload', '/assets/LandingPage-b.css', 'style', ''],
    ]);
    document.body.innerHTML = '';
  });

  it('does nothing without the list (the dev server)', () => {
    document.head.innerHTML = '';
    expect(() => preloadFirstRoute(document, '/drive')).not.toThrow();
    expect(preloads()).toEqual([]);
  });
});
