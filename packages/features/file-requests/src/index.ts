export {
  fileRequestKeys,
  fileRequestUrl,
  useCheckFileRequestPassword,
  useCreateFileRequest,
  useDeleteFileRequest,
  useFileRequestPage,
  useFileRequests,
  useSaveVisitor,
  useUpdateFileRequest,
} from './api/file-requests';
export { FileRequestDialog, type FileRequestDialogProps } from './components/FileRequestDialog';
export { FileRequestPage } from './components/FileRequestPage';
export { type FileRequestRouteServices, fileRequestRoutes } from './routes';
