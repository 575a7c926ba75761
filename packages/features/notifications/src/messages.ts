import type { NOTIFICATION_MESSAGES, WORKSPACE_MESSAGES } from '@coffer/contract';
import { defineMessage } from '@coffer/core';

/**
 * The contract's notification and invitation wording as catalogue messages (the contract is
 * not scanned for messages); `satisfies` keeps each one the contract's exact text. Shown
 * through `trans()`.
 */
export const NOTIFICATION_TEXT = {
  title: defineMessage('Notifications'),
  markAllAsRead: defineMessage('Mark all as read'),
  empty: defineMessage('Hang tight! Notifications will start showing up here soon.'),
  updatedPreferences: defineMessage('Updated preferences'),
  blocked: defineMessage(
    'Notifications blocked. Please enable them for this site from browser settings.',
  ),
} as const satisfies typeof NOTIFICATION_MESSAGES;

export const WORKSPACE_TEXT = {
  inviteInvalid: defineMessage('This invite is no longer valid'),
  joined: defineMessage('Joined workspace'),
  declined: defineMessage('Declined workspace invitation'),
} as const satisfies typeof WORKSPACE_MESSAGES;
