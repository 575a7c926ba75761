import type { AdminSettingsResponse } from '@coffer/contract';
import { defineMessage } from '@coffer/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What every tab's panel gets: the saved settings. */
export interface SettingsPanelProps {
  settings: AdminSettingsResponse;
}

type Panel = LazyExoticComponent<ComponentType<SettingsPanelProps>>;

/** Loads one panel module on demand: each tab is a chunk of its own. */
const panel = (load: () => Promise<{ default: ComponentType<SettingsPanelProps> }>): Panel =>
  lazy(load);

/** The settings tabs in order (spec §2.4 `admin/settings/{tab}`): their path segment, label and panel. */
export const SETTINGS_TABS = [
  {
    id: 'general',
    label: defineMessage('General'),
    Panel: panel(() => import('./GeneralPanel').then((m) => ({ default: m.GeneralPanel }))),
  },
  {
    id: 'subscriptions',
    label: defineMessage('Subscriptions'),
    Panel: panel(() =>
      import('./SubscriptionsPanel').then((m) => ({ default: m.SubscriptionsPanel })),
    ),
  },
  {
    id: 'localization',
    label: defineMessage('Localization'),
    Panel: panel(() =>
      import('./LocalizationPanel').then((m) => ({ default: m.LocalizationPanel })),
    ),
  },
  {
    id: 'authentication',
    label: defineMessage('Authentication'),
    Panel: panel(() =>
      import('./AuthenticationPanel').then((m) => ({ default: m.AuthenticationPanel })),
    ),
  },
  {
    id: 'uploading',
    label: defineMessage('Uploading'),
    Panel: panel(() => import('./UploadingPanel').then((m) => ({ default: m.UploadingPanel }))),
  },
  {
    id: 'outgoing-email',
    label: defineMessage('Outgoing email'),
    Panel: panel(() =>
      import('./OutgoingEmailPanel').then((m) => ({ default: m.OutgoingEmailPanel })),
    ),
  },
  {
    id: 'cache',
    label: defineMessage('Cache'),
    Panel: panel(() => import('./CachePanel').then((m) => ({ default: m.CachePanel }))),
  },
  {
    id: 'logging',
    label: defineMessage('Logging'),
    Panel: panel(() => import('./LoggingPanel').then((m) => ({ default: m.LoggingPanel }))),
  },
  {
    id: 'analytics',
    label: defineMessage('Analytics'),
    Panel: panel(() => import('./AnalyticsPanel').then((m) => ({ default: m.AnalyticsPanel }))),
  },
  {
    id: 'queue',
    label: defineMessage('Queue'),
    Panel: panel(() => import('./QueuePanel').then((m) => ({ default: m.QueuePanel }))),
  },
  {
    // The spec's path segment (§2.4); the tab is about live updates, whatever carries them.
    id: 'websockets',
    label: defineMessage('Realtime'),
    Panel: panel(() => import('./RealtimePanel').then((m) => ({ default: m.RealtimePanel }))),
  },
  {
    id: 'recaptcha',
    label: defineMessage('reCAPTCHA'),
    Panel: panel(() => import('./RecaptchaPanel').then((m) => ({ default: m.RecaptchaPanel }))),
  },
  {
    id: 'gdpr',
    label: defineMessage('GDPR'),
    Panel: panel(() => import('./GdprPanel').then((m) => ({ default: m.GdprPanel }))),
  },
  {
    id: 'drive',
    label: defineMessage('Drive'),
    Panel: panel(() => import('./DrivePanel').then((m) => ({ default: m.DrivePanel }))),
  },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];
