// A script of its own beside the app's (index.html): it runs as soon as it arrives, while the
// app chunk still downloads, and starts the first page's route chunks when the page is one the
// build listed (ADR 0007, decision 26). It imports nothing, so that it stays one small file.

/** The build's list (`route-preloads.ts`): a page's path pattern, for whom, and its files. */
export interface RoutePreload {
  /** A regular expression a path must match. */
  path: string;
  /** Also `/` when the homepage setting (`homepage.type`) names this page. */
  homepage?: string;
  /** Only for a signed-in visitor (a guest of the drive is sent to `/login`). */
  signedIn: boolean;
  /** Script chunks (module preloads) and style sheets the page's route loads first. */
  scripts: string[];
  styles: string[];
}

export const ROUTE_PRELOADS_ELEMENT_ID = 'coffer-route-preloads';
/**
 * The app's scripts of a page the server rendered (ADR 0030): `DEFERRED_SCRIPTS_ELEMENT_ID` of
 * `@coffer/contract/constants`, written out for the same reason (route-preload.test.ts).
 */
export const DEFERRED_SCRIPTS_ELEMENT_ID = 'coffer-deferred-scripts';
// `BOOTSTRAP_ELEMENT_ID` of `@coffer/contract/constants`, written out: an import would make
// this file share a chunk with the app (route-preload.test.ts holds them equal).
export const BOOTSTRAP_ELEMENT = 'coffer-bootstrap-data';

/** Adds the preloads of the first route that matches the page, if any. */
export function preloadFirstRoute(doc: Document, pathname: string): void {
  const list = doc.getElementById(ROUTE_PRELOADS_ELEMENT_ID)?.textContent;
  if (!list) return;
  const routes = JSON.parse(list) as RoutePreload[];
  const data = bootstrapData(doc);
  const homepage = pathname === '/' ? data?.settings?.homepage?.type : undefined;
  const route = routes.find(
    (candidate) =>
      new RegExp(candidate.path).test(pathname) ||
      (homepage !== undefined && candidate.homepage === homepage),
  );
  if (!route) return;
  if (route.signedIn && !data?.user) return;
  const add = (href: string, rel: string) => {
    const link = doc.createElement('link');
    link.rel = rel;
    if (rel === 'preload') link.setAttribute('as', 'style');
    // As the app's module scripts and Vite's style sheets are fetched, so the cache matches.
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  };
  for (const href of route.scripts) add(href, 'modulepreload');
  for (const href of route.styles) add(href, 'preload');
}

/** What the preloader reads of the bootstrap data: who is signed in, and the homepage. */
interface PreloadBootstrap {
  user?: unknown;
  settings?: { homepage?: { type?: string } };
}

function bootstrapData(doc: Document): PreloadBootstrap | null {
  const data = doc.getElementById(BOOTSTRAP_ELEMENT)?.textContent;
  if (!data) return null;
  try {
    return JSON.parse(data) as PreloadBootstrap;
  } catch {
    return null;
  }
}

/** Runs `callback` once the app has taken over the page (`<html data-ready>`, ADR 0030). */
function onceReady(doc: Document, callback: () => void): void {
  const root = doc.documentElement;
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-ready')) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
}

/**
 * Until the app has taken over a server-rendered page (ADR 0030: `<html data-ready>`), its
 * forms do not submit natively (a sign-in form sent as a GET would put the password in the
 * address): the last one sent is sent again through the app once it runs.
 */
export function holdFormsUntilReady(doc: Document): void {
  const root = doc.documentElement;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  doc.addEventListener(
    'submit',
    (event) => {
      if (root.hasAttribute('data-ready')) return;
      event.preventDefault();
      held = { form: event.target as HTMLFormElement, submitter: event.submitter };
    },
    true,
  );
  onceReady(doc, () => {
    if (!held?.form.isConnected) return;
    if (held.submitter) held.form.requestSubmit(held.submitter);
    else held.form.requestSubmit();
  });
}

/**
 * Until the app has taken over a server-rendered page, a press of one of its buttons (the
 * theme switch, the cookie notice's) has nothing to answer it: the last one is kept from the
 * page and pressed again once the app runs. Links and a form's submit button work without it.
 */
export function holdClicksUntilReady(doc: Document): void {
  const root = doc.documentElement;
  let held: HTMLElement | null = null;
  doc.addEventListener(
    'click',
    (event) => {
      if (root.hasAttribute('data-ready')) return;
      const button = (event.target as Element).closest?.<HTMLElement>('button, [role="button"]');
      if (
        !button ||
        (button instanceof HTMLButtonElement && button.type === 'submit' && button.form)
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      held = button;
    },
    true,
  );
  onceReady(doc, () => {
    if (held?.isConnected) held.click();
  });
}

/**
 * Once the app has taken over a server-rendered page, the link the pointer rests on, and the
 * one focus is on, are announced to it as just reached (the events it listens to for hover and
 * focus), so that their prefetch on intent (spec §9) starts: it was not there to see them come.
 */
export function replayIntentOnceReady(doc: Document): void {
  onceReady(doc, () => {
    const hovered = [...doc.querySelectorAll<HTMLElement>('a[href]:hover')].at(-1);
    if (hovered) {
      hovered.dispatchEvent(
        new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }),
      );
      hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }
    const focused = doc.activeElement;
    if (focused instanceof HTMLAnchorElement && focused !== hovered)
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
}

/** What the server marks a page whose app waits for the visitor's first move (ADR 0030). */
export const START_ON_INTENT = 'intent';

/** What starts the app on such a page: a press or key anywhere, a pointer or focus on a control. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'pointerover', 'focusin'] as const;
const CONTROL = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Calls `start` at the visitor's first sign of using the page, once. */
export function onFirstIntent(doc: Document, start: () => void): void {
  const listener = (event: Event) => {
    const near = event.type === 'pointerover' || event.type === 'focusin';
    if (near && !(event.target as Element).closest?.(CONTROL)) return;
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, listener, true);
    start();
  };
  for (const type of INTENT_EVENTS)
    doc.addEventListener(type, listener, { capture: true, passive: true });
}

/**
 * Starts the app. A page the server rendered (ADR 0030) has painted without it: its scripts
 * load once it has (after the first frame), then the route's chunks; a page the server marked
 * `data-start="intent"` (the landing page, whose links work as they are) loads them at the
 * visitor's first move instead. Any other page needs them for its first paint, and its route's
 * chunks start at once.
 */
export function startApp(doc: Document, win: Window, pathname: string): void {
  const element = doc.getElementById(DEFERRED_SCRIPTS_ELEMENT_ID);
  const deferred = element?.textContent;
  if (!deferred) {
    preloadFirstRoute(doc, pathname);
    return;
  }
  const start = () => {
    for (const src of JSON.parse(deferred) as string[]) {
      const script = doc.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      doc.head.appendChild(script);
    }
    preloadFirstRoute(doc, pathname);
  };
  if (element.dataset.start === START_ON_INTENT) onFirstIntent(doc, start);
  // A page in the background paints no frame: it starts at once.
  else if (doc.visibilityState === 'hidden') start();
  else win.requestAnimationFrame(() => win.setTimeout(start, 0));
}

holdFormsUntilReady(document);
holdClicksUntilReady(document);
replayIntentOnceReady(document);
startApp(document, window, window.location.pathname);
