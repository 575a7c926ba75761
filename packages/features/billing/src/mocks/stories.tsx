import { toastStore } from '@coffer/ui/Toast';
import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Renders the story at a route pattern (`/checkout/:productId/:priceId`), so the screen reads
 * its params as in the app; the story's `parameters.route` is the address opened.
 */
export function withRoute(path: string): Decorator {
  return (Story) => (
    <Routes>
      <Route path={path} element={<Story />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

/** The message of the latest toast. */
export const lastToast = () => toastStore.getSnapshot().at(-1)?.message;

/**
 * Presses Tab until the element named `name` with `role` inside `container` has the focus, as
 * a keyboard user does.
 */
export async function tabTo(
  container: HTMLElement,
  role: 'button' | 'link' | 'radio' | 'textbox',
  name: string | RegExp,
) {
  const target = await within(container).findByRole(role, { name });
  for (let presses = 0; presses < 40 && document.activeElement !== target; presses++) {
    await userEvent.tab();
  }
  await waitFor(() => expect(target).toHaveFocus());
  return target;
}
