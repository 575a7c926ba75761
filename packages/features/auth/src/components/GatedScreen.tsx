import type { AccountGate } from '@coffer/core';
import { ToastRegion } from '@coffer/ui/Toast';
import { SuspendedScreen } from '../screens/SuspendedScreen';
import { VerifyEmailScreen } from '../screens/VerifyEmailScreen';

/**
 * The screen of a gated account. It replaces the whole app (and so the shell's toast
 * region), so it brings its own for 'Email sent' and errors.
 */
export default function GatedScreen({ gate }: { gate: AccountGate }) {
  return (
    <>
      {gate === 'verify-email' ? <VerifyEmailScreen /> : <SuspendedScreen />}
      <ToastRegion />
    </>
  );
}
