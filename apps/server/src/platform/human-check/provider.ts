import type { HumanCheckChallengeResponse } from '@coffer/contract';

/** Who is asking, for providers that weigh the request (reCAPTCHA takes the IP). */
export interface HumanCheckContext {
  ip: string;
}

/**
 * One way of telling people from scripts. `challenge` says what the client must do;
 * `verify` judges the token the client then sends, and accepts each token at most once.
 */
export interface HumanCheckProvider {
  readonly name: HumanCheckChallengeResponse['provider'];
  challenge(): Promise<HumanCheckChallengeResponse>;
  verify(token: string, context: HumanCheckContext): Promise<boolean>;
}
