import { defineMessage } from '@coffer/core';

/** The appearance editor's words kept outside a component (translated where shown). */
export const APPEARANCE_TEXT = {
  appearance: defineMessage('Appearance'),
} as const;
