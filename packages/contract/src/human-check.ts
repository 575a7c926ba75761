import { z } from 'zod';
import { humanCheckApi } from './api/auth';
import { bindSchemas } from './endpoint';

/**
 * A proof-of-work challenge in ALTCHA's v2 format. The client derives keys with
 * PBKDF2/SHA-256 over `nonce` + a counter until one starts with `keyPrefix`.
 */
export const proofOfWorkChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/** The solved challenge a client sends back; `token` is this object as base64-encoded JSON. */
export const proofOfWorkPayloadSchema = z.object({
  challenge: proofOfWorkChallengeSchema,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

/**
 * `GET api/v1/human-check/challenge`: what the client must do to pass the check.
 * `altcha` = solve the proof-of-work challenge; `recaptcha` = get a reCAPTCHA v3 token
 * for `site_key` (the same key as `settings.recaptcha.site_key`).
 */
export const humanCheckChallengeResponseSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challenge: proofOfWorkChallengeSchema }),
  z.object({ provider: z.literal('recaptcha'), site_key: z.string() }),
]);

/**
 * `POST api/v1/recaptcha/verify` (spec §7). `token` is a reCAPTCHA v3 token or a
 * base64 proof-of-work payload, depending on the active provider.
 */
export const recaptchaVerifyPayloadSchema = z.object({
  token: z.string().min(1, 'The token field is required.').max(8192, 'The token is too long.'),
});

/** On success the server also sets a short-lived, single-use pass cookie for the next guarded call. */
export const recaptchaVerifyResponseSchema = z.object({ success: z.boolean() });

export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallengeSchema>;
export type ProofOfWorkPayload = z.infer<typeof proofOfWorkPayloadSchema>;
export type HumanCheckChallengeResponse = z.infer<typeof humanCheckChallengeResponseSchema>;
export type RecaptchaVerifyPayload = z.infer<typeof recaptchaVerifyPayloadSchema>;
export type RecaptchaVerifyResponse = z.infer<typeof recaptchaVerifyResponseSchema>;

export const humanCheckEndpoints = bindSchemas(humanCheckApi, {
  challenge: {
    summary: 'What the client must do to pass the human check (proof of work or reCAPTCHA)',
    response: humanCheckChallengeResponseSchema,
  },
  verify: {
    summary: 'Trade a solved check for a single-use pass cookie',
    body: recaptchaVerifyPayloadSchema,
    response: recaptchaVerifyResponseSchema,
  },
});
