// `@coffer/core/ad-slot`: the admin's ad frame (ADR 0009), its own entry so that the pages
// showing an ad (the drive, the shared-link page, the landing page) load nothing else for it.
export { AD_SIZE_MESSAGE, AdSlot, type AdSlotProps, adFrameHeight } from './AdSlot';
