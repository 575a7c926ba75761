// What an app needs to mount the appearance editor, and the state its sections share. The
// editor's screens load with their routes (`lazy`), so no other page carries them.

export {
  AppearanceEditorProvider,
  type AppearanceEditorState,
  useAppearanceEditor,
  usePreviewPath,
} from './editor/state';
export { APPEARANCE_TEXT } from './messages';
