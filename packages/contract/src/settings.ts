import { z } from 'zod';
import { THEME_FONT_FAMILIES } from './constants/appearance';
import {
  adSlots,
  cookieNoticeActions,
  dateFormats,
  homepageTypes,
  registrationFieldTypes,
} from './constants/settings';
import {
  defaultLandingContent,
  defaultSeoTemplates,
  landingContentSchema,
  seoTemplatesSchema,
} from './landing';

/** A theme's web font: one of the self-hosted families (`THEME_FONT_FAMILIES`). */
export const themeFontSchema = z.object({
  family: z.enum(THEME_FONT_FAMILIES, { error: 'Choose one of the fonts.' }),
});

export const themeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_dark: z.boolean(),
  default_light: z.boolean(),
  default_dark: z.boolean(),
  /** CSS custom properties of the kit's theme contract (`--coffer-…`) and their values. */
  values: z.record(z.string(), z.string()),
  /** The theme's web font; none: the system font stack. */
  font: themeFontSchema.nullable().optional(),
});

export const menuItemSchema = z.object({
  id: z.string(),
  type: z.enum(['link', 'route']),
  label: z.string(),
  icon: z.string().optional(),
  action: z.string(),
  target: z.enum(['_self', '_blank']).optional(),
  roles: z.array(z.number().int()).optional(),
  permissions: z.array(z.string()).optional(),
  settings: z.record(z.string(), z.union([z.string(), z.boolean(), z.number()])).optional(),
  subscriptionStatus: z.enum(['subscribed', 'unsubscribed']).optional(),
});

export const menuSchema = z.object({
  id: z.string(),
  name: z.string(),
  positions: z.array(z.string()),
  items: z.array(menuItemSchema),
});

/** Longest ad code a slot holds. */
export const AD_CODE_MAX_LENGTH = 20_000;
const adCode = z.string().max(AD_CODE_MAX_LENGTH);

/** `GET ads/{slot}`: the slot's ad code as a sandboxed document. */
export const adSlotParamsSchema = z.object({
  slot: z.enum(adSlots, { error: 'Unknown ad slot.' }),
});

/**
 * An extra field of the register form (admin settings, authentication): its answer is stored
 * on the account under `id` and shown in the admin's user page.
 */
export const registrationFieldSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,31}$/, 'An id holds lowercase letters, digits and underscores.'),
  label: z.string().trim().min(1, 'Enter a label.').max(100, 'The text is too long.'),
  type: z.enum(registrationFieldTypes),
  required: z.boolean(),
});
export type RegistrationField = z.infer<typeof registrationFieldSchema>;

/** The public settings the client receives in its bootstrap data (spec §3 "Settings"). */
export const settingsSchema = z.object({
  base_url: z.string(),
  require_email_confirmation: z.boolean(),
  billing: z.object({
    enable: z.boolean(),
    /** Checkout inside Coffer with no outside service, labelled 'Test mode' (issue 27). */
    test_gateway: z.object({ enable: z.boolean() }),
    stripe: z.object({ enable: z.boolean() }),
    paypal: z.object({ enable: z.boolean() }),
  }),
  registration: z.object({
    disable: z.boolean(),
    policies: z.array(z.object({ id: z.string(), item: menuItemSchema })),
    /** Extra fields the register form asks for, in order. */
    fields: z.array(registrationFieldSchema),
  }),
  social: z.object({
    google: z.object({ enable: z.boolean() }),
    facebook: z.object({ enable: z.boolean() }),
    twitter: z.object({ enable: z.boolean() }),
    envato: z.object({ enable: z.boolean() }),
    compact_buttons: z.boolean(),
  }),
  recaptcha: z.object({
    site_key: z.string(),
    enable: z.object({
      register: z.boolean(),
      contact: z.boolean(),
      unsubscribe: z.boolean(),
      link_creation: z.boolean(),
    }),
  }),
  notif: z.object({ subs: z.object({ integrated: z.boolean() }) }),
  notifications: z.object({ integrated: z.boolean() }),
  /** Live updates (the notification stream): off, clients do not open it and the server refuses it. */
  realtime: z.object({ enable: z.boolean() }),
  dates: z.object({ default_timezone: z.string(), format: z.enum(dateFormats) }),
  cookie_notice: z.object({
    enable: z.boolean(),
    position: z.enum(['top', 'bottom']),
    button: z.object({ label: z.string(), action: z.enum(cookieNoticeActions) }),
    /** The page the button opens when its action is `policy`. */
    policy_url: z.string(),
  }),
  themes: z.object({
    default_id: z.number().int().nullable(),
    user_change: z.boolean(),
    all: z.array(themeSchema),
  }),
  menus: z.array(menuSchema),
  branding: z.object({
    site_name: z.string(),
    logo_light: z.string(),
    logo_dark: z.string(),
    logo_light_mobile: z.string(),
    logo_dark_mobile: z.string(),
    /** The favicon's URL (its generated sizes sit beside it: `…-{size}.png`); empty: Coffer's. */
    favicon: z.string().optional(),
    /** One sentence about the site, for search engines and link previews. */
    site_description: z.string().optional(),
  }),
  homepage: z.object({ type: z.enum(homepageTypes), value: z.string().optional() }),
  i18n: z.object({ enable: z.boolean(), default_locale: z.string() }),
  drive: z.object({
    default_view: z.enum(['list', 'grid']),
    /** Days a trashed entry is kept before the retention job purges it. */
    trash_retention_days: z.number().int().min(1),
    /** Whether people are notified when something is shared with them. */
    share_notifications: z.boolean(),
    /** Whether the share dialog suggests addresses of people the user knows. */
    suggest_emails: z.boolean(),
  }),
  /** Upload limits, public so the client can refuse a file before sending it. */
  uploads: z.object({
    /** Largest single file in bytes; null: no limit. */
    max_size: z.number().int().positive().nullable(),
    /** Default space per user in bytes (after user and plan quotas); null: unlimited. */
    available_space: z.number().int().min(0).nullable(),
    /** Lower-case extensions without the dot; empty: every extension is allowed. */
    allowed_extensions: z.array(z.string()),
    blocked_extensions: z.array(z.string()),
    /** Bytes per upload request (tus chunks). */
    chunk_size: z.number().int().positive(),
  }),
  /** HTML/ad code per slot (`ads.drive`, …); empty: the slot shows nothing. Subscribers see no ads. */
  ads: z.object({
    /** Turns every slot off at once, their code kept. */
    disable: z.boolean(),
    drive: adCode,
    'file-preview': adCode,
    'landing-top': adCode,
  }),
  /** An outside analytics script's measurement id, loaded only when set and after cookie consent. */
  analytics: z.object({ tracking_id: z.string() }),
  /** The landing page's content (spec §3), edited in the appearance editor. */
  landing: landingContentSchema,
  /** The head tags' templates of the public pages, which the server writes into their HTML. */
  seo: seoTemplatesSchema,
});

export type Theme = z.infer<typeof themeSchema>;
export type ThemeFont = z.infer<typeof themeFontSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
export type Menu = z.infer<typeof menuSchema>;
export type Settings = z.infer<typeof settingsSchema>;

/** The code defaults of every setting; the server's settings table overrides them key by key. */
export const defaultSettings: Settings = {
  base_url: 'http://localhost:8080',
  require_email_confirmation: false,
  billing: {
    enable: false,
    test_gateway: { enable: false },
    stripe: { enable: false },
    paypal: { enable: false },
  },
  registration: { disable: false, policies: [], fields: [] },
  social: {
    google: { enable: false },
    facebook: { enable: false },
    twitter: { enable: false },
    envato: { enable: false },
    compact_buttons: false,
  },
  recaptcha: {
    site_key: '',
    enable: { register: false, contact: false, unsubscribe: false, link_creation: false },
  },
  notif: { subs: { integrated: true } },
  notifications: { integrated: true },
  realtime: { enable: true },
  dates: { default_timezone: 'auto', format: 'medium' },
  cookie_notice: {
    enable: false,
    position: 'bottom',
    button: { label: 'OK', action: 'dismiss' },
    policy_url: '',
  },
  themes: {
    default_id: null,
    user_change: true,
    all: [
      {
        id: 1,
        name: 'Light',
        is_dark: false,
        default_light: true,
        default_dark: false,
        values: {},
      },
      { id: 2, name: 'Dark', is_dark: true, default_light: false, default_dark: true, values: {} },
    ],
  },
  menus: [],
  branding: {
    site_name: 'Coffer',
    logo_light: '',
    logo_dark: '',
    logo_light_mobile: '',
    logo_dark_mobile: '',
  },
  homepage: { type: 'loginPage' },
  i18n: { enable: false, default_locale: 'en' },
  drive: {
    default_view: 'list',
    trash_retention_days: 30,
    share_notifications: true,
    suggest_emails: true,
  },
  uploads: {
    max_size: null,
    available_space: null,
    allowed_extensions: [],
    blocked_extensions: [],
    chunk_size: 8 * 1024 * 1024,
  },
  ads: { disable: false, drive: '', 'file-preview': '', 'landing-top': '' },
  analytics: { tracking_id: '' },
  landing: defaultLandingContent,
  seo: defaultSeoTemplates,
};
