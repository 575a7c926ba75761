export const homepageTypes = ['loginPage', 'registerPage', 'customPage', 'landing'] as const;
export type HomepageType = (typeof homepageTypes)[number];

/** The admin's ad slots (spec §2.4): the shared-file page, the drive, the landing page's top. */
export const adSlots = ['drive', 'file-preview', 'landing-top'] as const;
export type AdSlot = (typeof adSlots)[number];
/** Spec §9: an ad container is at most this many pixels tall. */
export const AD_MAX_HEIGHT = 600;
