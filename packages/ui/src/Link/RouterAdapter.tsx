import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
// react-aria-components 1.22 has no RouterProvider subpath; its root entry is side-effect
// free, so bundlers keep only this export.
import { RouterProvider } from 'react-aria-components';

/**
 * How links navigate without a page load: the router's `navigate` function and, optionally,
 * its `useHref` hook to turn a route into the real `href` (base paths). Shaped as react-aria's
 * `RouterProvider` props, so `RouterConfig` augmentation types `href` and router options.
 */
export type RouterAdapter = Omit<ComponentProps<typeof RouterProvider>, 'children'>;

const RouterAdapterContext = createContext<RouterAdapter | null>(null);

export interface RouterAdapterProviderProps extends RouterAdapter {
  /** The app, whose `Link`s (and any react-aria link-capable component) use the router. */
  children: ReactNode;
}

/**
 * Connects the kit to the app's client-side router, once at the root:
 *
 * ```tsx
 * const navigate = useNavigate();
 * <RouterAdapterProvider navigate={navigate} useHref={useHref}>…</RouterAdapterProvider>
 * ```
 *
 * Links to other origins, with `target="_blank"` or `download`, or opened with a modifier
 * key still use the browser.
 */
export function RouterAdapterProvider({ children, navigate, useHref }: RouterAdapterProviderProps) {
  return (
    <RouterAdapterContext.Provider value={{ navigate, useHref }}>
      <RouterProvider navigate={navigate} useHref={useHref}>
        {children}
      </RouterProvider>
    </RouterAdapterContext.Provider>
  );
}

/**
 * The router adapter given to the nearest `RouterAdapterProvider`, or `null` outside one
 * (then links navigate natively). For code that navigates outside a link, e.g. after a save.
 */
export function useRouterAdapter(): RouterAdapter | null {
  return useContext(RouterAdapterContext);
}
