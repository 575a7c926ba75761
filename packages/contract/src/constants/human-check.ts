/** The actions a human check can guard; each is switched on by `recaptcha.enable.<action>`. */
export const humanCheckActions = ['register', 'contact', 'unsubscribe', 'link_creation'] as const;
export type HumanCheckAction = (typeof humanCheckActions)[number];

/** The one message of a failed check (spec §5 and §8), word for word. */
export const HUMAN_CHECK_FAILED_MESSAGE = 'Could not verify you are human.';

/** Header that carries a token straight to a guarded call, instead of a pass from `recaptcha/verify`. */
export const HUMAN_CHECK_HEADER = 'x-human-check-token';
