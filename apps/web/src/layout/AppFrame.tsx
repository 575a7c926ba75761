import { AccountGate } from '@coffer/auth';
import { CookieNotice } from './CookieNotice';

/**
 * Around every screen: the account gate (spec §4), which shows a gated user only the
 * verify-email or suspended screen, and the cookie notice, which belongs to every screen
 * (spec §2.5), those two included.
 */
export function AppFrame() {
  return (
    <>
      <AccountGate />
      <CookieNotice />
    </>
  );
}
