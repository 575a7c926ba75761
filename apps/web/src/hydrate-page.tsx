import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { resolveFirstRoutes } from './app/first-routes';
import { seedQueryCache } from './app/query-state';
import { discoverRouteAreas } from './app/route-areas';
import { areaServices } from './app/router';
import { appRoutes } from './app/routes';
import type { AppServices } from './app/services';
import type { AppearanceEditorConnection } from './appearance/listen';

/**
 * Hydrates a guest page the server rendered (ADR 0030): the app starts from the query cache the
 * page was rendered with and from its first route's code, then takes over the server's markup.
 */
export async function hydratePage(
  root: HTMLElement,
  services: AppServices,
  queryState: string,
  editor: AppearanceEditorConnection | null,
) {
  seedQueryCache(services.queryClient, JSON.parse(queryState));
  const router = await createHydratingRouter(services);
  // What the visitor typed before the app ran: hydrating gives the fields the form's own
  // values, so the typed ones are put back (as typed: the form hears them) once it has.
  const typed = typedValues(root);
  hydrateRoot(
    root,
    <StrictMode>
      <App
        services={services}
        editor={editor}
        router={router}
        onReady={() => restoreTypedValues(typed)}
      />
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

/**
 * The router for a page the server rendered: its first routes resolved before it starts, so
 * that its first render is the server's tree, and their loaders counted as run (their data
 * came with the page's query cache).
 */
async function createHydratingRouter(services: AppServices) {
  const { pathname } = window.location;
  const { routes, area, loaderIds } = await resolveFirstRoutes(
    appRoutes(services),
    pathname,
    areaServices(services),
  );
  return createBrowserRouter(routes, {
    hydrationData: { loaderData: Object.fromEntries(loaderIds.map((id) => [id, null])) },
    patchRoutesOnNavigation: discoverRouteAreas(areaServices(services), area ? [area] : []),
  });
}

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/** The text fields whose value is not the one the server wrote: what the visitor typed. */
export function typedValues(root: HTMLElement): Map<TypedField, string> {
  const typed = new Map<TypedField, string>();
  for (const field of root.querySelectorAll<TypedField>('input, textarea')) {
    if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type))
      continue;
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
  return typed;
}

/** Puts typed values back, each with the input event a keystroke sends. */
export function restoreTypedValues(typed: Map<TypedField, string>): void {
  for (const [field, value] of typed) {
    // Even where the field still shows it: the form has not heard it.
    if (!field.isConnected) continue;
    // React began tracking the field with the typed value already in it: it is told the field
    // was empty (the tracked setter), then the value is typed back past it (the element's own
    // setter), so the input event reads as a change, as a keystroke's would.
    field.value = '';
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
