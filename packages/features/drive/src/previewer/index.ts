// `@coffer/drive/previewer`: the drive's file previewer on its own, for screens outside the
// drive (the admin's files). It carries none of the drive's routes, lists or uploads; load it
// with `import()` when a preview opens, and its text highlighter loads later still.
export { FilePreviewer, type FilePreviewerProps } from '../dialogs/FilePreviewer';
export { Previewer, type PreviewerProps } from '../dialogs/Previewer';
export {
  PreviewBody,
  type PreviewBodyProps,
  type PreviewFile,
  streamUrl,
} from '../dialogs/preview/PreviewBody';
