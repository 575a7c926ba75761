export const homepageTypes = ['loginPage', 'registerPage', 'customPage', 'landing'] as const;
export type HomepageType = (typeof homepageTypes)[number];
