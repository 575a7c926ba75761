import { humanCheckApi, type ProofOfWorkChallenge } from '@coffer/contract';
import { HUMAN_CHECK_FAILED_MESSAGE, type HumanCheckAction } from '@coffer/contract/constants';
import type { HttpClient } from '../http/client';

/** Thrown when the visitor could not be verified; its message is the spec's, word for word. */
export class HumanCheckFailed extends Error {
  constructor() {
    super(HUMAN_CHECK_FAILED_MESSAGE);
  }
}

/**
 * Passes the human check for `action` (spec §5; registration, public link creation, …): fetches the active provider's challenge,
 * answers it, and trades the answer at `POST recaptcha/verify` for the single-use pass
 * cookie that the guarded call then spends.
 */
export async function passHumanCheck(http: HttpClient, action: HumanCheckAction): Promise<void> {
  const challenge = await http.call(humanCheckApi.challenge);
  const token =
    challenge.provider === 'altcha'
      ? await solveProofOfWork(challenge.challenge)
      : await recaptchaToken(challenge.site_key, action);
  const { success } = await http.call(humanCheckApi.verify, { body: { token } });
  if (!success) throw new HumanCheckFailed();
}

/**
 * Solves the built-in ALTCHA v2 challenge (PBKDF2/SHA-256) with WebCrypto: the password is
 * the nonce followed by a big-endian 32-bit counter; the first counter whose derived key
 * starts with `keyPrefix` wins. Answers base64 JSON of `{ challenge, solution }`.
 */
export async function solveProofOfWork(
  challenge: ProofOfWorkChallenge,
  maxCounter = 1_000_000,
): Promise<string> {
  const { nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  const nonceBytes = hexToBytes(nonce);
  const password = new Uint8Array(nonceBytes.length + 4);
  password.set(nonceBytes);
  const view = new DataView(password.buffer);
  const saltBytes = hexToBytes(salt);
  const prefix = keyPrefix.toLowerCase();
  for (let counter = 0; counter <= maxCounter; counter++) {
    view.setUint32(nonceBytes.length, counter, false);
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: saltBytes, iterations: cost },
      key,
      keyLength * 8,
    );
    const derivedKey = bytesToHex(new Uint8Array(bits));
    if (derivedKey.startsWith(prefix)) {
      return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
    }
  }
  throw new HumanCheckFailed();
}

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
  }
}

/** A reCAPTCHA v3 token, loading Google's script on first use only. */
async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  if (!window.grecaptcha) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.onload = () => resolve();
      script.onerror = () => reject(new HumanCheckFailed());
      document.head.append(script);
    });
  }
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new HumanCheckFailed();
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
