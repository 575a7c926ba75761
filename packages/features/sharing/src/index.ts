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
export {
  linkFileUrl,
  sharingKeys,
  useChangePermissions,
  useCheckLinkPassword,
  useDeleteLink,
  useImportLink,
  useLinkAccessLog,
  useLinkPage,
  useSaveLink,
  useShareableLink,
  useShareEntry,
  useShareInvitations,
  useUnshare,
  useWithdrawInvitation,
} from './api/sharing';
export { AccessLog } from './components/AccessLog';
export { AdSlot, type AdSlotProps, adFrameHeight } from './components/AdSlot';
export { FileRequestDialog, type FileRequestDialogProps } from './components/FileRequestDialog';
export { FileRequestPage } from './components/FileRequestPage';
export { LinkDialog, type LinkDialogProps, linkUrl } from './components/LinkDialog';
export { ShareDialog, type ShareDialogProps } from './components/ShareDialog';
export { SharedLinkPage } from './components/SharedLinkPage';
export { sharingRoutes } from './routes';
