import { reportMutationErrors } from '@coffer/core';
import { DialogOutlet, dialogStore } from '@coffer/ui/DialogOutlet';
import { ToastRegion, toastStore } from '@coffer/ui/Toast';
import type { Decorator } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * The app's toast region and dialog outlet around a story, and, as in the app
 * (apps/web services), the generic HTTP error toast for every failed mutation that does not
 * handle its own errors. Their stores are global, so a
 * toast, dialog or live announcement left by the previous story is cleared first.
 */
export const withOutlets: Decorator = (Story) => {
  useState(() => {
    dialogStore.closeDialog();
    for (const shown of toastStore.getSnapshot()) toastStore.dismiss(shown.id);
    // React Aria's live announcer keeps the previous story's "pending" announcements, which
    // point at buttons that no longer exist; axe would report them against this story.
    for (const stale of document.querySelectorAll('[role="log"] > [aria-labelledby]'))
      stale.remove();
    return true;
  });
  const queryClient = useQueryClient();
  useEffect(() => reportMutationErrors(queryClient), [queryClient]);
  return (
    <div style={{ padding: 16, maxWidth: 720 }}>
      <Story />
      <ToastRegion />
      <DialogOutlet />
    </div>
  );
};
