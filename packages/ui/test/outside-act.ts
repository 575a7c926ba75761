import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * For tests that watch what React renders in the same task and what it leaves for later
 * (transitions, updates held for a frame): `act` would flush all of it before returning.
 * Call at the top of a test file; `render` mounts into a fresh root outside `act`, unmounted
 * after each test.
 */
export function outsideAct(): { render: (element: ReactNode) => void } {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasActEnvironment: boolean | undefined;
  let root: Root | null = null;
  beforeEach(() => {
    wasActEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    root?.unmount();
    root = null;
    document.body.replaceChildren();
    environment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });
  return {
    render: (element) => {
      root = createRoot(document.body.appendChild(document.createElement('div')));
      root.render(element);
    },
  };
}
