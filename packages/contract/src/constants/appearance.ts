/**
 * The id of the appearance editor's preview frame. The editor (`/admin/appearance`,
 * spec §2.4) shows the app in an iframe with this id; the app in it is in preview mode.
 */
export const APPEARANCE_EDITOR_FRAME_ID = 'appearance-editor-preview';
