import type { LandingAction, LandingFeature, LandingSecondaryFeature } from '@coffer/contract';
import { defineMessage } from '@coffer/core';

/** The name of the landing page's parts list, which every part's panel links back to. */
export const LANDING_BACK = defineMessage('Landing page');
export const landingBack = (label: string) => ({ to: 'landing-page', label });

/** The icons a call-to-action button may show (the site package's list); '' for none. */
export const ACTION_ICON_NAMES = ['arrow-right', 'cloud', 'log-in', 'mail'] as const;

export const ACTION_KEYS = ['cta1', 'cta2', 'cta3'] as const;
export type ActionKey = (typeof ACTION_KEYS)[number];

export function newAction(label: string): LandingAction {
  return { label, type: 'route', action: '/register', icon: '' };
}

export function newFeature(): LandingSecondaryFeature {
  return { image: '', title: '', subtitle: '', description: '' };
}

/** The list with the entry at `from` moved to `to` (clamped to the list). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [entry] = next.splice(from, 1);
  if (entry === undefined) return [...list];
  next.splice(target, 0, entry);
  return next;
}

export type AnyFeature = LandingFeature | LandingSecondaryFeature;
