// `@coffer/core/human-check`: passing the site's human check before a guarded call (the
// built-in proof of work, or reCAPTCHA v3). Its own entry, so that a screen loads it only
// when the check is on and the user acts.
export * from './pass-human-check';
