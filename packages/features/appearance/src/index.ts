// What an app needs to mount the appearance editor, and the state its sections share. The
// editor and each of its sections load with their routes (`lazy`), so no other page carries
// them (the custom code section's CodeMirror included).

export {
  AppearanceEditorProvider,
  type AppearanceEditorState,
  type AppearanceMessageBody,
  useAppearanceEditor,
  usePreviewPath,
} from './editor/state';
export { APPEARANCE_TEXT } from './messages';
export { appearanceAdminSection } from './section';
