/** Social sign-in services; each works only when `social.<name>.enable` is on and the server has its keys. */
export const socialServices = ['google', 'facebook', 'twitter', 'envato'] as const;
export type SocialService = (typeof socialServices)[number];

export const socialAuthStatuses = [
  'SUCCESS',
  'ALREADY_LOGGED_IN',
  'REQUEST_PASSWORD',
  'ERROR',
] as const;
export type SocialAuthStatus = (typeof socialAuthStatuses)[number];

/** The window message type the login popup posts to its opener (spec §4). */
export const SOCIAL_AUTH_MESSAGE_TYPE = 'social-auth';

/** Shown when a social sign-in fails without a more specific message (spec §8). */
export const SOCIAL_AUTH_ERROR_MESSAGE = 'An error occurred. Please try again later';
