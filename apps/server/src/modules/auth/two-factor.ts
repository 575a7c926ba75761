import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_LENGTH } from '@coffer/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { sha256 } from '../../platform/security/tokens';

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

/** Accepts the current 30-second code and the one before or after (clock drift). */
export async function verifyTotp(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: 30 }).catch(() => null);
  return result?.valid === true;
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
