// `@coffer/core/ad-slot`: the admin's ad frame (ADR 0009), its own entry so that the pages
// showing an ad (the drive, the shared-link page, the landing page) load nothing else for it.
export {
  AD_PREVIEW_DELAY_MS,
  AD_PREVIEW_MESSAGE,
  AD_PREVIEW_READY_MESSAGE,
  AD_SIZE_MESSAGE,
  AdPreview,
  type AdPreviewProps,
  AdSlot,
  type AdSlotProps,
  adFrameHeight,
} from './AdSlot';
