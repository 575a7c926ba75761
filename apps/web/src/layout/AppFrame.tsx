import { AccountGate } from '@coffer/auth';
import { Analytics } from './Analytics';
import { CookieNotice } from './CookieNotice';

/**
 * Around every screen: the account gate (spec §4), which shows a gated user only the
 * verify-email or suspended screen, and the cookie notice, which belongs to every screen
 * (spec §2.5), those two included; and the outside measurement script, once the notice
 * allows it.
 */
export function AppFrame() {
  return (
    <>
      <AccountGate />
      <CookieNotice />
      <Analytics />
    </>
  );
}
