// TODO(issue 22): goes once Navbar.tsx imports `useIsMobile` from '@coffer/core' (one hook for
// the drive and the app's layout); nothing else imports this file.
export { useIsMobile } from '@coffer/core';
