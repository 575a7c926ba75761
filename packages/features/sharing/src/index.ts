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
export { LinkDialog, type LinkDialogProps, linkUrl } from './components/LinkDialog';
export { ShareDialog, type ShareDialogProps } from './components/ShareDialog';
export { SharedLinkPage } from './components/SharedLinkPage';
export { sharingRoutes } from './routes';
