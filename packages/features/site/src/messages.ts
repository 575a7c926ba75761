import { defineMessage } from '@coffer/core';

/** The site's words kept outside a component (translated where shown). */
export const SITE_TEXT = {
  submitted: defineMessage('Your message has been submitted.'),
  customPages: defineMessage('Custom pages'),
} as const;

/** The menu position of the bar above a custom page (spec: custom pages have their own). */
export const CUSTOM_PAGE_MENU_POSITION = 'custom-page-navbar';
