import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_LENGTH } from '@coffer/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { UserRow } from '../../kernel/users/repo';
import type { Db } from '../../platform/db/database';
import { sha256 } from '../../platform/security/tokens';
import { claimTwoFactorStep, lastTwoFactorStep } from './repo';

export const RECOVERY_CODE_COUNT = 8;

export function newTwoFactorSecret(): string {
  return generateSecret();
}

/** The otpauth URL and its QR code as a data URL, for an authenticator app to scan. */
export async function twoFactorQr(secret: string, site: string, email: string) {
  const otpauthUrl = generateURI({ issuer: site, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return {
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Accepts the code of `nowMs`'s 30-second step and the one before or after (clock drift), once: the
 * step a code matched is remembered per user and neither it nor an earlier step is accepted
 * again (RFC 6238 §5.2).
 */
export async function useTotpCode(
  db: Db,
  user: Pick<UserRow, 'id' | 'two_factor_secret'>,
  code: string,
  nowMs: number,
): Promise<boolean> {
  if (!user.two_factor_secret || !/^\d{6}$/.test(code)) return false;
  const last = await lastTwoFactorStep(db, user.id);
  const result = await verify({
    secret: user.two_factor_secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: 30,
    afterTimeStep: last?.last_step,
  }).catch(() => null);
  const step = result?.valid && 'timeStep' in result ? result.timeStep : null;
  if (step === null) return false;
  // Conditional on the step still being newer: of two requests racing with one code, one wins.
  const claimed = await claimTwoFactorStep(db, user.id, step);
  return claimed !== undefined;
}

/** Eight codes of the form `xxxxxxxxxx-xxxxxxxxxx` (21 characters), and their stored hashes. */
export function newRecoveryCodes(): { codes: string[]; stored: string } {
  const half = (RECOVERY_CODE_LENGTH - 1) / 2;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(half).toString('hex');
    return `${raw.slice(0, half)}-${raw.slice(half, half * 2)}`;
  });
  return { codes, stored: JSON.stringify(codes.map(sha256)) };
}

/** Removes a matching recovery code; answers the remaining list, or null when none matched. */
export function useRecoveryCode(stored: string | null, code: string): string | null {
  const hashes = JSON.parse(stored ?? '[]') as string[];
  const hash = sha256(code.trim().toLowerCase());
  if (!hashes.includes(hash)) return null;
  return JSON.stringify(hashes.filter((h) => h !== hash));
}

export function remainingRecoveryCodes(stored: string | null): number {
  return (JSON.parse(stored ?? '[]') as string[]).length;
}
