// The page-wide light and dark themes (CSS only): nothing imports them by name, so
// without this import the build leaves the whole app without its colours and fonts.
import '@coffer/ui/theme';
import { type BootstrapData, systemApi } from '@coffer/contract';
import { BOOTSTRAP_ELEMENT_ID, QUERY_STATE_ELEMENT_ID } from '@coffer/contract/constants';
import { checkBootstrapShape, readBootstrapJson } from '@coffer/core';
import { loadAriaStrings } from '@coffer/ui/i18n';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createHydratingRouter } from './app/router';
import { type AppServices, createServices } from './app/services';
import { listenForAppearanceEditor } from './appearance/listen';

// In the appearance editor's preview frame, its messages are kept from the first moment.
const editor = listenForAppearanceEditor();

async function loadBootstrapData(): Promise<BootstrapData> {
  // The server writes the data into the page; Vite's dev server serves a bare
  // index.html, so in development the same data comes from the API instead.
  const raw = document.getElementById(BOOTSTRAP_ELEMENT_ID)
    ? readBootstrapJson()
    : await (
        await fetch(systemApi.bootstrapData.path, { headers: { Accept: 'application/json' } })
      ).json();
  // The full contract parse needs zod and every schema, too heavy for the first load
  // (ADR 0007): production checks the shape, development checks the whole contract.
  if (import.meta.env.DEV) return (await import('@coffer/contract')).bootstrapDataSchema.parse(raw);
  return checkBootstrapShape(raw);
}

/**
 * Hydrates a guest page the server rendered (ADR 0030): the app starts from the query cache
 * the page was rendered with, and from its first route's code. Not awaited at the module's top
 * level: that code imports this chunk, which would wait for itself while the await pended.
 */
async function hydratePage(root: HTMLElement, services: AppServices, queryState: string) {
  hydrate(services.queryClient, JSON.parse(queryState));
  const router = await createHydratingRouter(services);
  hydrateRoot(
    root,
    <StrictMode>
      <App services={services} editor={editor} router={router} />
    </StrictMode>,
    {
      // A page that does not render in the browser as on the server is rendered anew, and
      // marked so that the end-to-end tests fail on it.
      onRecoverableError(error) {
        document.documentElement.dataset.hydrationError = '';
        console.error(error);
      },
    },
  );
}

// React Aria's strings for a non-English browser load alongside the data (ADR 0007).
const [data] = await Promise.all([loadBootstrapData(), loadAriaStrings()]);
const services = createServices(data);
const root = document.getElementById('root')!;
const queryState = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
if (queryState && root.firstChild) {
  void hydratePage(root, services, queryState);
} else {
  createRoot(root).render(
    <StrictMode>
      <App services={services} editor={editor} />
    </StrictMode>,
  );
}
