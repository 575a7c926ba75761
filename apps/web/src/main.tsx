// The page-wide light and dark themes (CSS only): nothing imports them by name, so
// without this import the build leaves the whole app without its colours and fonts.
import '@coffer/ui/theme';
import { type BootstrapData, systemApi } from '@coffer/contract';
import { BOOTSTRAP_ELEMENT_ID, QUERY_STATE_ELEMENT_ID } from '@coffer/contract/constants';
import { checkBootstrapShape, readBootstrapJson } from '@coffer/core';
import { loadAriaStrings } from '@coffer/ui/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createServices } from './app/services';
import { listenForAppearanceEditor } from './appearance/listen';
import { hydratePage } from './hydrate-page';

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

/** Renders the app, or hydrates a guest page the server rendered (ADR 0030). */
function start(services: ReturnType<typeof createServices>) {
  const root = document.getElementById('root')!;
  const queryState = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (queryState && root.firstChild) {
    void hydratePage(root, services, queryState, editor);
  } else {
    createRoot(root).render(
      <StrictMode>
        <App services={services} editor={editor} />
      </StrictMode>,
    );
  }
}

const services = createServices(await loadBootstrapData());
// React Aria's strings for a non-English browser load before the first render (ADR 0007). Not
// awaited at the module's top level: the chunks they and a server-rendered page's first route
// come from import this one, which would wait for itself while the await pended.
void loadAriaStrings().then(() => start(services));
