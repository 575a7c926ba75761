import { z } from 'zod';
import type { HumanCheckProvider } from './provider';

export interface RecaptchaOptions {
  siteKey: string;
  secretKey: string;
  /** Google's siteverify URL, or a stand-in (tests run a local one). */
  verifyUrl: string;
  /** Lowest v3 score counted as human, 0–1. */
  scoreThreshold: number;
}

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * reCAPTCHA v3, used when a site key and a secret key are set. Google refuses a token it
 * has seen before (`timeout-or-duplicate`), which gives the once-only rule.
 */
export function recaptchaProvider(options: RecaptchaOptions): HumanCheckProvider {
  return {
    name: 'recaptcha',
    async challenge() {
      return { provider: 'recaptcha', site_key: options.siteKey };
    },
    async verify(token, { ip }) {
      const body = new URLSearchParams({
        secret: options.secretKey,
        response: token,
        remoteip: ip,
      });
      try {
        const response = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) return false;
        const answer = siteverifyAnswer.safeParse(await response.json());
        if (!answer.success || !answer.data.success) return false;
        // A v3 answer always has a score; one without (a v2 key) is not what was configured.
        return answer.data.score !== undefined && answer.data.score >= options.scoreThreshold;
      } catch {
        // An unreachable verifier must not let everyone through.
        return false;
      }
    },
  };
}
