import { z } from 'zod';

/*
 * The landing page's content (spec §3 "Landing page content"), part of the public settings
 * (`landing.*`) so that the appearance editor can change every field. An image field holds a
 * URL; empty means the site package's own image for that place (responsive AVIF and WebP).
 */

const text = (max: number) => z.string().max(max, 'The text is too long.');
/** A URL (absolute, or a path of this site), or empty for the built-in image. */
const image = z
  .string()
  .max(2000, 'The address is too long.')
  .refine((value) => value === '' || /^(https?:\/\/|\/)/.test(value), 'Enter a valid URL.');
/** A CSS colour as the colour picker writes it (`#rgb`, `#rrggbbaa`, `rgb()`, `rgba()`). */
const colour = z
  .string()
  .max(64)
  .regex(
    /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,?\s*[\d.]+%?\s*,?\s*[\d.]+%?\s*(?:[,/]\s*[\d.]+%?\s*)?\)|transparent)$/i,
    'Enter a colour.',
  );

/** A call-to-action button: an in-app route or a link, with an optional icon name. */
export const landingActionSchema = z.object({
  label: text(60).min(1, 'Enter a label.'),
  type: z.enum(['route', 'link'], { error: 'Choose route or link.' }),
  action: z
    .string()
    .trim()
    .min(1, 'Enter where the button goes.')
    .max(2000)
    // No `javascript:` or `data:` target: a route is a path, a link is http(s) or mailto.
    .regex(/^(\/|https?:\/\/|mailto:)/i, 'Enter a path or a URL.'),
  /** An icon's name: `arrow-right`, `cloud`, `log-in` or `mail`; empty (or another name): none. */
  icon: z.string().max(40),
});
export type LandingAction = z.infer<typeof landingActionSchema>;

export const landingFeatureSchema = z.object({
  image,
  title: text(120),
  subtitle: text(500),
});
export type LandingFeature = z.infer<typeof landingFeatureSchema>;

export const landingSecondaryFeatureSchema = landingFeatureSchema.extend({
  description: text(2000),
});
export type LandingSecondaryFeature = z.infer<typeof landingSecondaryFeatureSchema>;

/** The most features of each kind the landing page shows. */
export const LANDING_FEATURES_MAX = 12;

export const landingContentSchema = z.object({
  headerTitle: text(200),
  headerSubtitle: text(500),
  headerImage: image,
  /** How opaque the hero's image is over its overlay, 0 to 1. */
  headerImageOpacity: z
    .number({ error: 'Enter a number.' })
    .min(0, 'Enter a number from 0 to 1.')
    .max(1, 'Enter a number from 0 to 1.'),
  /** The hero's overlay gradient, from the first colour to the second. */
  headerOverlayColor1: colour,
  headerOverlayColor2: colour,
  /** Up to three buttons under the hero's title; a null one is not shown. */
  actions: z.object({
    cta1: landingActionSchema.nullable(),
    cta2: landingActionSchema.nullable(),
    cta3: landingActionSchema.nullable(),
  }),
  primaryFeatures: z.array(landingFeatureSchema).max(LANDING_FEATURES_MAX),
  secondaryFeatures: z.array(landingSecondaryFeatureSchema).max(LANDING_FEATURES_MAX),
  footerImage: image,
  footerTitle: text(200),
  footerSubtitle: text(500),
});
export type LandingContent = z.infer<typeof landingContentSchema>;

/**
 * The head tags' templates of the public pages (`seo.*`), which admins edit; `{site_name}`,
 * `{page_title}`, `{page_description}` and `{entry_name}` are filled in per page.
 */
export const seoTemplatesSchema = z.object({
  landing: z.object({ title: text(200), description: text(500) }),
  custom_page: z.object({ title: text(200), description: text(500) }),
  pricing: z.object({ title: text(200), description: text(500) }),
  link_page: z.object({ title: text(200), description: text(500) }),
});
export type SeoTemplates = z.infer<typeof seoTemplatesSchema>;

/** What the landing page shows on a new site: Coffer, described. */
export const defaultLandingContent: LandingContent = {
  headerTitle: 'Your files, on your own server',
  headerSubtitle:
    'Coffer keeps your documents, photos and projects in one place you control: upload from anywhere, share with a link, and work together in team workspaces.',
  headerImage: '',
  headerImageOpacity: 0.35,
  headerOverlayColor1: 'rgba(19, 41, 92, 0.92)',
  headerOverlayColor2: 'rgba(12, 94, 110, 0.86)',
  actions: {
    cta1: { label: 'Create your account', type: 'route', action: '/register', icon: 'arrow-right' },
    cta2: { label: 'I have an account', type: 'route', action: '/login', icon: '' },
    cta3: null,
  },
  primaryFeatures: [
    {
      image: '',
      title: 'Upload anything',
      subtitle:
        'Drag whole folders in. Large uploads resume where they stopped, even after a lost connection.',
    },
    {
      image: '',
      title: 'Share with a link',
      subtitle:
        'Send a link with a password, an expiry date or a download limit, and see who opened it.',
    },
    {
      image: '',
      title: 'Work as a team',
      subtitle:
        'Invite people into shared workspaces with the role they need: admin, editor or contributor.',
    },
  ],
  secondaryFeatures: [
    {
      image: '',
      title: 'Every version kept',
      subtitle: 'Replace a file without losing it',
      description:
        'Uploading a file with the same name keeps the earlier content as a version you can preview, download or restore.',
    },
    {
      image: '',
      title: 'Yours to run',
      subtitle: 'On one machine or many',
      description:
        'Start on a single server with SQLite and local disk, then grow to PostgreSQL, S3 storage and several instances behind a load balancer.',
    },
  ],
  footerImage: '',
  footerTitle: 'Bring your files home',
  footerSubtitle: 'Create an account and upload your first folder in a minute.',
};

/** The head tags of a new site. */
export const defaultSeoTemplates: SeoTemplates = {
  landing: {
    title: '{site_name}: your files, on your own server',
    description:
      'Store, organise and share files with {site_name}: resumable uploads, public links, team workspaces and file versions.',
  },
  custom_page: { title: '{page_title} - {site_name}', description: '{page_description}' },
  pricing: {
    title: 'Pricing - {site_name}',
    description: 'Plans and prices of {site_name}.',
  },
  link_page: {
    title: '{entry_name} - {site_name}',
    description: '{entry_name}, shared with you on {site_name}.',
  },
};
