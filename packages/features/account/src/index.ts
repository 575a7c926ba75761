export {
  useAccessTokenActions,
  useAccessTokens,
  useAccountUser,
  useAvatar,
  useChangeLocale,
  useChangePassword,
  useDeleteAccount,
  useEndSessions,
  useUpdateAccount,
  useUserSessions,
  useValueLists,
} from './api/account';
export { usePasswordConfirmation } from './api/password-confirmation';
export { useTwoFactorActions } from './api/two-factor';
export { ConfirmPasswordDialog } from './components/ConfirmPasswordDialog';
export { accountRoutes } from './routes';
