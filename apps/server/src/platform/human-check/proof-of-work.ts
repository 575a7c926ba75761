import { createHmac, randomInt } from 'node:crypto';
import { proofOfWorkPayloadSchema } from '@coffer/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/database';
import type { Clock } from '../time/clock';
import type { HumanCheckProvider } from './provider';
import { spendOnce } from './store';

export const POW_ALGORITHM = 'PBKDF2/SHA-256';
/**
 * PBKDF2 iterations per attempt and the range of the secret counter the client must
 * reach: at 500 iterations one attempt takes ~0.13 ms in Node and similar in a
 * browser's WebCrypto, so the worst case (1,500 attempts) stays near 200 ms.
 */
export const POW_COST = 500;
const COUNTER_MIN = 300;
/** The most attempts a solver needs: the counter the server picks is at most this. */
export const POW_MAX_ATTEMPTS = 1500;
const CHALLENGE_TTL_SECONDS = 5 * 60;

/**
 * The built-in provider: an ALTCHA v2 proof-of-work in deterministic mode (the server
 * picks the counter and signs the derived key, so checking a solution costs one HMAC).
 * Needs no outside service.
 */
export function proofOfWorkProvider(db: Db, secret: string, clock: Clock): HumanCheckProvider {
  // Separate keys for the challenge signature and the key signature, both from one secret.
  const hmacSignatureSecret = subkey(secret, 'altcha-challenge');
  const hmacKeySignatureSecret = subkey(secret, 'altcha-key');

  return {
    name: 'altcha',
    async challenge() {
      const challenge = await createChallenge({
        algorithm: POW_ALGORITHM,
        cost: POW_COST,
        counter: randomInt(COUNTER_MIN, POW_MAX_ATTEMPTS + 1),
        deriveKey,
        expiresAt: Math.floor(clock.nowMs() / 1000) + CHALLENGE_TTL_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return {
        provider: 'altcha',
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
      };
    },
    async verify(token) {
      const payload = decodePayload(token);
      if (!payload) return false;
      const { challenge, solution } = payload;
      const { expiresAt, algorithm, nonce } = challenge.parameters;
      // Our challenges always expire; one without an expiry was not made here.
      if (algorithm !== POW_ALGORITHM || !expiresAt || !challenge.signature) return false;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      // altcha-lib checks the expiry on the real time; it has no clock to pass.
      return spendOnce(db, clock, `pow:${nonce}`, new Date(expiresAt * 1000));
    },
  };
}

function subkey(secret: string, label: string): string {
  return createHmac('sha256', secret).update(label).digest('base64url');
}

function decodePayload(token: string) {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = proofOfWorkPayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
