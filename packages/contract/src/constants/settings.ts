export const homepageTypes = ['loginPage', 'registerPage', 'customPage', 'landing'] as const;
export type HomepageType = (typeof homepageTypes)[number];

/** The admin's ad slots (spec §2.4): the shared-file page, the drive, the landing page's top. */
export const adSlots = ['drive', 'file-preview', 'landing-top'] as const;
export type AdSlot = (typeof adSlots)[number];
/** Spec §9: an ad container is at most this many pixels tall. */
export const AD_MAX_HEIGHT = 600;

/** The kinds of extra field the register form can ask for (spec §3 "extra configured fields"). */
export const registrationFieldTypes = ['text', 'number', 'checkbox'] as const;
export type RegistrationFieldType = (typeof registrationFieldTypes)[number];
/** The most extra fields the register form asks for. */
export const REGISTRATION_FIELDS_MAX = 10;
/** The longest text an extra field takes. */
export const REGISTRATION_FIELD_VALUE_MAX = 255;

/** How dates are written (`dates.format`): Intl's date styles. */
export const dateFormats = ['short', 'medium', 'long'] as const;
export type DateFormat = (typeof dateFormats)[number];

/** What the cookie notice's button does besides closing it: nothing more, or open the policy. */
export const cookieNoticeActions = ['dismiss', 'policy'] as const;

/** Where file bytes go: DATA_DIR/storage, or an S3-compatible bucket. */
export const storageDrivers = ['local', 's3'] as const;
export type StorageDriverName = (typeof storageDrivers)[number];

/** How email leaves: SMTP, or only the outgoing email log. */
export const mailDrivers = ['smtp', 'log'] as const;
export const mailEncryptions = ['tls', 'starttls', 'none'] as const;

/** The server log's levels, most to least verbose. */
export const logLevels = ['debug', 'info', 'warn', 'error'] as const;

/** Where cached values (and the rate limits' counters) live: this instance's memory, or Redis. */
export const cacheDrivers = ['memory', 'redis'] as const;
export type CacheDriverName = (typeof cacheDrivers)[number];

/** How queued jobs reach a worker: each instance polls, or Redis wakes every instance's worker. */
export const queueDrivers = ['in-process', 'redis'] as const;
export type QueueDriverName = (typeof queueDrivers)[number];

/** How live events travel: within one instance, or fanned out to every instance over Redis. */
export const realtimeDrivers = ['in-process', 'redis'] as const;
export type RealtimeDriverName = (typeof realtimeDrivers)[number];
